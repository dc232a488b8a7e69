import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useRead } from '../../stores/useLive';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';

/** A rule in detail: kind, the devices it watches (by alias) and its state per device. */
const RuleScreen = observer(function RuleScreen() {
  const { ruleId = '' } = useParams();
  const { systemId, devices } = useSystemDevices();
  const rule = useRead((t) => t.readEventRule(systemId, ruleId), [systemId, ruleId]);
  const alias = (sn: string) => (sn === '*' ? 'All devices' : devices.devices.find((d) => d.sn === sn)?.alias || sn);
  const r = rule.value;
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title={r ? `Rule ${r.name}` : 'Rule'} />
      {!rule.loaded ? (
        <p role="status">Loading…</p>
      ) : !r ? (
        <p className="notice error" role="alert">
          Rule {ruleId} not found.
        </p>
      ) : (
        <dl className="facts">
          <dt>Kind</dt>
          <dd>{r.kind}</dd>
          <dt>Enabled</dt>
          <dd>{r.enabled ? 'Yes' : 'No'}</dd>
          <dt>Devices</dt>
          <dd>{r.devices.map(alias).join(', ')}</dd>
          <dt>Delay</dt>
          <dd>{r.delaySec} s</dd>
          <dt>In alarm now</dt>
          <dd>
            {Object.entries(r.state)
              .filter(([, s]) => s.active)
              .map(([sn]) => alias(sn))
              .join(', ') || 'None'}
          </dd>
        </dl>
      )}
    </section>
  );
});
export default RuleScreen;
