import { observer } from 'mobx-react-lite';
import { devicesWithoutRule, isSampleRule, ruleNamesEvery } from '@neuron/shared';
import { Link } from 'react-router-dom';
import { pathFor } from '../../app/routeTable';
import type { EventRuleView } from '../../stores/models';
import { useDeviceLookup } from '../../stores/devices/useDeviceLookup';
import { DeviceLookupList } from '../devices/DeviceLookupList';
import { AdminOnly } from '../systems/adminOnly';

const SENSORS = ['SENSOR'] as const;
const NO_PICKS: readonly string[] = [];

/**
 * "Sensors without rule": the sensors no rule on their values names (the offline tabs cover
 * offline notifications; a disabled rule still counts). A rule on every sensor answers at once,
 * with no device read; else the sensors are read a page at a time, with a find box, and those a
 * rule names are left out of each page (docs/LARGE_SYSTEMS.md).
 */
export function SensorsWithoutRule({ systemId, rules }: { systemId: string; rules: EventRuleView[] }) {
  const sampleRules = rules.filter(isSampleRule);
  if (sampleRules.some((r) => ruleNamesEvery(r, 'SENSOR'))) return <p className="empty">Every sensor has a rule.</p>;
  return <Paged systemId={systemId} rules={sampleRules} />;
}

const Paged = observer(function Paged({ systemId, rules }: { systemId: string; rules: EventRuleView[] }) {
  const lookup = useDeviceLookup(systemId, SENSORS, NO_PICKS);
  const enc = encodeURIComponent(systemId);
  return (
    <DeviceLookupList
      lookup={lookup}
      label="Find sensors"
      plural="sensors"
      rows={devicesWithoutRule(rules, lookup.rows)}
      empty="Every sensor has a rule."
      row={(d) => (
        <li key={d.sn}>
          <Link to={`/systems/${enc}/sensors/${encodeURIComponent(d.sn)}`}>{d.alias || d.sn}</Link>{' '}
          <AdminOnly systemId={systemId} action="create rules" quiet>
            <Link
              className="button subtle"
              to={`${pathFor('rule', { systemId, ruleId: 'new' })}?sn=${encodeURIComponent(d.sn)}`}
              aria-label={`Create a rule for ${d.alias || d.sn}`}
            >
              Create rule
            </Link>
          </AdminOnly>
        </li>
      )}
    />
  );
});
