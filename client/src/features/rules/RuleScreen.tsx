import { observer } from 'mobx-react-lite';
import { useParams, useSearchParams } from 'react-router-dom';
import type { EventRule } from '@neuron/shared';
import type { RuleForm } from '../../stores/ruleForm';
import { useRead } from '../../stores/useLive';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';
import { RuleEditor } from './RuleEditor';

/** `?kind=…&sn=…` from a list row: a new rule of that kind, for that device. */
function presetFrom(params: URLSearchParams): Partial<RuleForm> {
  const kind = params.get('kind') as EventRule['kind'] | null;
  const sn = params.get('sn');
  return {
    ...(kind && ['threshold', 'binary', 'offline_sensor', 'offline_gateway'].includes(kind) ? { kind } : {}),
    ...(sn ? { devices: [sn] } : {}),
  };
}

/** A rule to edit (`/rules/{ruleId}`), or a new one (`/rules/new`). */
const RuleScreen = observer(function RuleScreen() {
  const { ruleId = 'new' } = useParams();
  const [params] = useSearchParams();
  const { systemId, devices } = useSystemDevices();
  const isNew = ruleId === 'new';
  const rule = useRead(
    (t) => (isNew || systemId === '-' ? Promise.resolve(undefined) : t.readEventRule(systemId, ruleId)),
    [systemId, ruleId],
  );
  const r = rule.value;
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title={isNew ? 'New rule' : r ? `Rule ${r.name}` : 'Rule'} />
      {systemId === '-' ? null : !rule.loaded ? (
        <p role="status">Loading…</p>
      ) : !isNew && !r ? (
        <p className="notice error" role="alert">
          Rule {ruleId} not found.
        </p>
      ) : (
        <RuleEditor
          key={`${systemId}/${ruleId}`}
          systemId={systemId}
          ruleId={isNew ? null : ruleId}
          stored={r}
          preset={isNew ? presetFrom(params) : undefined}
          devices={devices.devices}
        />
      )}
    </section>
  );
});
export default RuleScreen;
