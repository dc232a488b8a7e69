import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { RULE_KIND_DEVICE_TYPES } from '@neuron/shared';
import type { EventRuleView } from '../../stores/models';
import { devicesFeature } from '../../stores/devices/deviceStoreFeature';
import { readAllDevices } from '../../stores/devices/readAllDevices';
import { useDeviceLookup } from '../../stores/devices/useDeviceLookup';
import { offlineNotified, type OfflineKind } from '../../stores/rules/offlineToggle';
import { useFeature, useStores } from '../../stores/StoreContext';
import { ruleActionsFeature } from '../../stores/rules/RuleActionsStore';
import { useIsSystemAdmin } from '../systems/adminOnly';
import { DeviceLookupList } from '../devices/DeviceLookupList';

const NO_PICKS: readonly string[] = [];

/**
 * Each sensor (or gateway) with its offline notification, turned on or off from the row. The
 * devices are read a page at a time with a find box (DeviceLookupList), whatever the fleet.
 */
export const OfflineDevicesList = observer(function OfflineDevicesList({
  systemId,
  kind,
  rules,
}: {
  systemId: string;
  kind: OfflineKind;
  rules: EventRuleView[];
}) {
  const { ui } = useStores();
  const ruleActions = useFeature(ruleActionsFeature);
  const types = RULE_KIND_DEVICE_TYPES[kind];
  const lookup = useDeviceLookup(systemId, types, NO_PICKS);
  // Every device is read only to turn one off from a rule on every device (it becomes a list of
  // all the others), when that is clicked; let go with the screen.
  const everyDevice = useFeature(devicesFeature);
  useEffect(() => () => everyDevice.dispose(), [everyDevice]);
  const allSns = async () =>
    (await readAllDevices(everyDevice, systemId)).filter((d) => types.includes(d.type)).map((d) => d.sn);
  // Members see whether each device is notified; only admins turn it on or off (the list screen
  // says so above).
  const isAdmin = useIsSystemAdmin(systemId);
  const enc = encodeURIComponent(systemId);
  const withIds = rules.map((r) => ({ id: r.id, rule: r }));
  const offlineRules = rules.filter((r) => r.kind === kind);
  const plural = kind === 'offline_sensor' ? 'sensors' : 'gateways';
  return (
    <>
      {offlineRules.length > 0 && (
        <p>
          Rules:{' '}
          {offlineRules.map((r, i) => (
            <span key={r.id}>
              {i > 0 && ', '}
              <Link to={`/systems/${enc}/rules/${encodeURIComponent(r.id)}`}>{r.name}</Link>
              {r.enabled ? '' : ' (disabled)'}
            </span>
          ))}{' '}
          (open a rule to choose its channels).
        </p>
      )}
      {ruleActions.error && (
        <p className="notice error" role="alert">
          {ruleActions.error}
        </p>
      )}
      <DeviceLookupList
        lookup={lookup}
        label={`Find ${plural}`}
        plural={plural}
        rows={lookup.rows}
        empty={`No ${plural} yet.`}
        row={(d) => {
          const on = offlineNotified(withIds, kind, d.sn);
          const name = d.alias || d.sn;
          return (
            <li key={d.sn}>
              {name}{' '}
              {!isAdmin ? (
                <span className="card-meta">{on ? 'notified when offline' : 'not notified'}</span>
              ) : (
                <button
                  type="button"
                  className="button subtle"
                  aria-pressed={on}
                  aria-label={`Offline notification for ${name}`}
                  disabled={ruleActions.pending === d.sn}
                  onClick={() => void ui.track(ruleActions.toggleOffline(systemId, withIds, kind, d.sn, allSns, !on))}
                >
                  {on ? 'On' : 'Off'}
                </button>
              )}
            </li>
          );
        }}
      />
    </>
  );
});
