import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { RULE_KINDS, type EventRule } from '@neuron/shared';
import { LoadState } from '../../app/LoadState';
import { useRouteParam } from '../../app/routeParams';
import type { RuleForm } from '../../stores/rules/ruleForm';
import { useStoredRule } from '../../stores/rules/ruleReads';
import { AdminOnly } from '../systems/adminOnly';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';
import { RuleEditor } from './RuleEditor';

/** `?kind=…&sn=…` from a list row: a new rule of that kind, for that device. */
function presetFrom(params: URLSearchParams): Partial<RuleForm> {
  const kind = params.get('kind');
  const sn = params.get('sn');
  return {
    ...(kind && (RULE_KINDS as readonly string[]).includes(kind) ? { kind: kind as EventRule['kind'] } : {}),
    ...(sn ? { devices: [sn] } : {}),
  };
}

/** A rule to edit (`/rules/{ruleId}`), or a new one (`/rules/new`). */
const RuleScreen = observer(function RuleScreen({ systemId }: { systemId: string }) {
  const ruleId = useRouteParam('ruleId');
  const [params] = useSearchParams();
  const isNew = ruleId === 'new';
  // Read once: the editor holds the draft. A new rule reads as found with nothing stored.
  const rule = useStoredRule(systemId, ruleId, isNew);
  const r = rule.value?.stored;
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title={isNew ? 'New rule' : r ? `Rule ${r.name}` : 'Rule'} />
      <LoadState state={rule} notFound={`Rule ${ruleId} not found.`}>
        {({ stored }) => (
          <AdminOnly systemId={systemId} action={isNew ? 'create rules' : 'change its rules'}>
            <RuleEditor
              key={`${systemId}/${ruleId}`}
              systemId={systemId}
              ruleId={isNew ? null : ruleId}
              stored={stored}
              preset={isNew ? presetFrom(params) : undefined}
            />
          </AdminOnly>
        )}
      </LoadState>
    </section>
  );
});
export default inSystem('Rule', RuleScreen);
