import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { DeviceView, EventRuleView } from '../../stores/models';
import { offlineNotified, type OfflineKind } from '../../stores/rules/offlineToggle';
import { useFeature, useStores } from '../../stores/StoreContext';
import { ruleActionsFeature } from '../../stores/rules/RuleActionsStore';
import { useIsSystemAdmin } from '../systems/adminOnly';

/** Each sensor (or gateway) with its offline notification, turned on or off from the row. */
export const OfflineDevicesList = observer(function OfflineDevicesList({
  systemId,
  kind,
  devices,
  rules,
}: {
  systemId: string;
  kind: OfflineKind;
  devices: DeviceView[];
  rules: EventRuleView[];
}) {
  const { ui } = useStores();
  const ruleActions = useFeature(ruleActionsFeature);
  // Members see whether each device is notified; only admins turn it on or off (the list screen
  // says so above).
  const isAdmin = useIsSystemAdmin(systemId);
  const enc = encodeURIComponent(systemId);
  const withIds = rules.map((r) => ({ id: r.id, rule: r }));
  const allSns = devices.map((d) => d.sn);
  const offlineRules = rules.filter((r) => r.kind === kind);
  if (devices.length === 0) {
    return <p className="empty">{kind === 'offline_sensor' ? 'No sensors yet.' : 'No gateways yet.'}</p>;
  }
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
      <ul className="plain-list">
        {devices.map((d) => {
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
        })}
      </ul>
    </>
  );
});
