import { observer } from 'mobx-react-lite';
import { EARLY_WARNING_KIND, isSampleRule } from '@neuron/shared';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { LoadState } from '../../app/LoadState';
import { useRouteName } from '../../app/routeParams';
import { pathFor } from '../../app/routeTable';
import { useEventRules, usePushConfigs } from '../../stores/rules/ruleReads';
import { AdminOnly } from '../systems/adminOnly';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';
import { OfflineDevicesList } from './OfflineDevicesList';
import { SensorsWithoutRule } from './SensorsWithoutRule';
import { CHANNEL_TYPE_SHORT } from './channelTypeLabels';

/** The tabs, by route name (docs/ROUTES.md): each is one route of the shared list screen. */
const TABS = [
  { route: 'rules', label: 'Rules' },
  { route: 'sensors_without_rule', label: 'Sensors without rule' },
  { route: 'offline_sensor_notifications', label: 'Offline sensors' },
  { route: 'offline_gateway_notifications', label: 'Offline gateways' },
  { route: 'notification_channels', label: 'Notification channels' },
] as const;

/** The list screen shared by rules, sensors without rule, offline notifications and channels. */
const RuleListsScreen = observer(function RuleListsScreen({ systemId }: { systemId: string }) {
  const routeName = useRouteName();
  const tab = TABS.find((t) => t.route === routeName) ?? TABS[0];
  // The tabs that list sensors or gateways read them a page at a time (DeviceLookupList), never
  // the whole list; the rules and channels tabs read none.
  const rules = useEventRules(systemId);
  const channels = usePushConfigs(systemId);
  // The rules tab lists the rules judged on samples and the early warnings; the offline tabs list devices (OfflineDevicesList).
  const sampleRules = (rules.value ?? []).filter((r) => isSampleRule(r) || r.kind === EARLY_WARNING_KIND);

  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title={tab.label} />
      <nav aria-label="Rule lists" className="tabs">
        {TABS.map((t) => (
          <NavLink key={t.route} to={pathFor(t.route, { systemId })} className="tab">
            {t.label}
          </NavLink>
        ))}
      </nav>
      {tab.route !== 'sensors_without_rule' && (
        <AdminOnly
          systemId={systemId}
          action={
            tab.route === 'notification_channels'
              ? 'add or change its notification channels'
              : 'add or change its rules'
          }
        >
          {(tab.route === 'rules' || tab.route === 'notification_channels') && (
            <p className="screen-actions">
              {tab.route === 'rules' ? (
                <Link className="button" to={pathFor('rule', { systemId, ruleId: 'new' })}>
                  New rule
                </Link>
              ) : (
                <Link className="button" to={pathFor('notificationChannel', { systemId, channelId: 'new' })}>
                  New channel
                </Link>
              )}
            </p>
          )}
        </AdminOnly>
      )}
      {tab.route === 'notification_channels' ? (
        <List state={channels} empty="No notification channels yet.">
          {(list) =>
            list.map((c) => (
              <li key={c.id}>
                <Link to={pathFor('notificationChannel', { systemId, channelId: c.id })}>{c.name}</Link>{' '}
                <span className="card-meta">
                  {CHANNEL_TYPE_SHORT[c.type]}
                  {c.enabled ? '' : ' · disabled'}
                </span>
              </li>
            ))
          }
        </List>
      ) : tab.route === 'sensors_without_rule' ? (
        <LoadState state={rules}>{(list) => <SensorsWithoutRule systemId={systemId} rules={list} />}</LoadState>
      ) : tab.route !== 'rules' ? (
        <LoadState state={rules}>
          {(list) => (
            <OfflineDevicesList
              key={tab.route}
              systemId={systemId}
              kind={tab.route === 'offline_sensor_notifications' ? 'offline_sensor' : 'offline_gateway'}
              rules={list}
            />
          )}
        </LoadState>
      ) : (
        <List state={{ ...rules, value: sampleRules }} empty="No rules of this kind yet.">
          {(list) =>
            list.map((r) => (
              <li key={r.id}>
                <Link to={pathFor('rule', { systemId, ruleId: r.id })}>{r.name}</Link>{' '}
                <span className="card-meta">{r.enabled ? 'enabled' : 'disabled'}</span>
              </li>
            ))
          }
        </List>
      )}
    </section>
  );
});
export default inSystem('Rules', RuleListsScreen);

function List<T>({
  state,
  empty,
  children,
}: {
  state: { loaded: boolean; error: string | null; value: T[] | undefined };
  empty: string;
  children: (items: T[]) => ReactNode[];
}) {
  return (
    <LoadState state={state}>
      {(items) => {
        const rows = children(items);
        return rows.length === 0 ? <p className="empty">{empty}</p> : <ul className="plain-list">{rows}</ul>;
      }}
    </LoadState>
  );
}
