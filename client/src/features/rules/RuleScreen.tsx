import { observer } from 'mobx-react-lite';
import { LoadState } from '../../app/LoadState';
import { useRouteParam } from '../../app/routeParams';
import type { LoadedEventRule } from '../../data/eventRules';
import { useLiveDocument } from '../../stores/useLive';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';

/** A rule in detail, live: kind, the devices it watches (by alias) and its state per device. */
const RuleScreen = observer(function RuleScreen({ systemId }: { systemId: string }) {
  const ruleId = useRouteParam('ruleId');
  const { devices } = useSystemDevices(systemId);
  const rule = useLiveDocument<LoadedEventRule>(
    (t, onChange, onError) => t.watchEventRule(systemId, ruleId, onChange, onError),
    [systemId, ruleId],
  );
  const alias = (sn: string) => (sn === '*' ? 'All devices' : devices.devices.find((d) => d.sn === sn)?.alias || sn);
  const r = rule.value;
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title={r ? `Rule ${r.name}` : 'Rule'} />
      <LoadState state={rule} notFound={`Rule ${ruleId} not found.`}>
        {(r) => (
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
      </LoadState>
    </section>
  );
});
export default inSystem('Rule', RuleScreen);
