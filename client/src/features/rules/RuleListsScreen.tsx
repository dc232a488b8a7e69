import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { LoadedEventRule } from '../../data/eventRules';
import type { LoadedPushConfig } from '../../data/pushConfig';
import { useLive } from '../../stores/useLive';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';
import { OfflineDevicesList } from './OfflineDevicesList';

const TABS = [
  { segment: 'rules', label: 'Rules' },
  { segment: 'ruleless', label: 'Sensors without rule' },
  { segment: 'offlinesensors', label: 'Offline sensors' },
  { segment: 'offlinegateways', label: 'Offline gateways' },
  { segment: 'notificationchannels', label: 'Notification channels' },
] as const;

function watches(rule: LoadedEventRule, sn: string): boolean {
  return rule.devices.includes('*') || rule.devices.includes(sn);
}

/** The list screen shared by rules, sensors without rule, offline notifications and channels (SPEC.md §2). */
const RuleListsScreen = observer(function RuleListsScreen() {
  const segment = useLocation().pathname.split('/')[3] ?? 'rules';
  const tab = TABS.find((t) => t.segment === segment) ?? TABS[0];
  const { systemId, devices } = useSystemDevices();
  const enc = encodeURIComponent(systemId);
  const rules = useLive<LoadedEventRule[]>(
    (t, cb) => (systemId === '-' ? () => {} : t.watchEventRules(systemId, cb)),
    [systemId],
  );
  const channels = useLive<LoadedPushConfig[]>(
    (t, cb) => (systemId === '-' ? () => {} : t.watchPushConfigs(systemId, cb)),
    [systemId],
  );
  const all = rules.value ?? [];
  // "Without rule": no rule on its values (an offline rule for every sensor does not count).
  const ruleless = devices.sensors.filter(
    (d) => !all.some((r) => (r.kind === 'threshold' || r.kind === 'binary') && watches(r, d.sn)),
  );

  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title={tab.label} />
      <nav aria-label="Rule lists" className="tabs">
        {TABS.map((t) => (
          <NavLink key={t.segment} to={`/systems/${enc}/${t.segment}`} className="tab">
            {t.label}
          </NavLink>
        ))}
      </nav>
      {tab.segment === 'rules' && (
        <p className="screen-actions">
          <Link className="button" to={`/systems/${enc}/rules/new`}>
            New rule
          </Link>
        </p>
      )}
      {tab.segment === 'notificationchannels' && (
        <p className="screen-actions">
          <Link className="button" to={`/systems/${enc}/notificationchannels/new`}>
            New channel
          </Link>
        </p>
      )}
      {tab.segment === 'notificationchannels' ? (
        <List loaded={channels.loaded} empty="No notification channels yet.">
          {(channels.value ?? []).map((c) => (
            <li key={c.id}>
              <Link to={`/systems/${enc}/notificationchannels/${encodeURIComponent(c.id)}`}>{c.name}</Link>{' '}
              <span className="card-meta">
                {c.type}
                {c.enabled ? '' : ' · disabled'}
              </span>
            </li>
          ))}
        </List>
      ) : tab.segment === 'ruleless' ? (
        <List loaded={rules.loaded && devices.loaded} empty="Every sensor has a rule.">
          {ruleless.map((d) => (
            <li key={d.sn}>
              <Link to={`/systems/${enc}/sensors/${encodeURIComponent(d.sn)}`}>{d.alias || d.sn}</Link>{' '}
              <Link
                className="button subtle"
                to={`/systems/${enc}/rules/new?sn=${encodeURIComponent(d.sn)}`}
                aria-label={`Create a rule for ${d.alias || d.sn}`}
              >
                Create rule
              </Link>
            </li>
          ))}
        </List>
      ) : tab.segment === 'offlinesensors' || tab.segment === 'offlinegateways' ? (
        rules.loaded && devices.loaded ? (
          <OfflineDevicesList
            systemId={systemId}
            kind={tab.segment === 'offlinesensors' ? 'offline_sensor' : 'offline_gateway'}
            devices={tab.segment === 'offlinesensors' ? devices.sensors : devices.gateways}
            rules={all}
          />
        ) : (
          <p role="status">Loading…</p>
        )
      ) : (
        <List loaded={rules.loaded} empty="No rules yet.">
          {all.map((r) => (
            <li key={r.id}>
              <Link to={`/systems/${enc}/rules/${encodeURIComponent(r.id)}`}>{r.name}</Link>{' '}
              <span className="card-meta">
                {r.kind.replace('_', ' ')} · {r.enabled ? 'enabled' : 'disabled'}
              </span>
            </li>
          ))}
        </List>
      )}
    </section>
  );
});
export default RuleListsScreen;

function List({ loaded, empty, children }: { loaded: boolean; empty: string; children: ReactNode[] }) {
  if (!loaded) return <p role="status">Loading…</p>;
  if (children.length === 0) return <p className="empty">{empty}</p>;
  return <ul className="plain-list">{children}</ul>;
}
