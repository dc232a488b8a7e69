import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { pathFor } from '../routeTable';

/** The four main entries (docs/ROUTES.md): route name, and which routes count as "in" the entry. */
const ENTRIES = [
  { name: 'systems', label: 'Home', icon: '⌂', match: ['systems', 'system'] },
  { name: 'events', label: 'Events', icon: '⚑', match: ['events', 'createevent', 'eventsWithParam'] },
  {
    name: 'rules',
    label: 'Rules',
    icon: '⚙',
    match: [
      'rules',
      'rule',
      'sensors_without_rule',
      'offline_sensor_notifications',
      'offline_gateway_notifications',
      'notification_channels',
      'notificationChannel',
    ],
  },
  { name: 'integrations', label: 'Integrations', icon: '⇄', match: ['integrations'] },
] as const;

/**
 * Main navigation: Home, Events (badge of unacknowledged events), Rules, Integrations. The last
 * three take the open systemId (pathFor fills in the no-system segment when there is none). Used by the sidebar and the mobile dock.
 */
export const MainNav = observer(function MainNav({
  routeName,
  systemId,
  variant,
}: {
  routeName: string;
  systemId: string | null;
  variant: 'sidebar' | 'dock';
}) {
  const { eventBadge } = useStores();
  return (
    <nav className={`main-nav main-nav-${variant}`} aria-label={variant === 'dock' ? 'Main (dock)' : 'Main'}>
      <ul>
        {ENTRIES.map((e) => {
          const active = (e.match as readonly string[]).includes(routeName);
          const to = e.name === 'systems' ? pathFor('systems') : pathFor(e.name, { systemId: systemId ?? undefined });
          return (
            <li key={e.name}>
              <NavLink
                to={to}
                end
                className={`nav-entry ${active ? 'active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                <span className="nav-icon" aria-hidden="true">
                  {e.icon}
                </span>
                <span className="nav-label">{e.label}</span>
                {e.name === 'events' && eventBadge.count > 0 && (
                  <span className="badge" aria-label={`${eventBadge.count} unacknowledged`}>
                    {eventBadge.count}
                  </span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
