/** One row of docs/ROUTES.md's route table: path, name, layout, auth. */
export interface RouteRow {
  path: string;
  name: string;
  layout: 'default' | 'simple';
  requiresAuth: boolean;
}

const auth = (path: string, name: string): RouteRow => ({ path, name, layout: 'default', requiresAuth: true });

/** The routes, as data (docs/ARCHITECTURE.md), row for row docs/ROUTES.md. Any other path redirects to /systems. */
export const ROUTE_TABLE: readonly RouteRow[] = [
  { path: '/login', name: 'Login', layout: 'simple', requiresAuth: false },
  { path: '/signup', name: 'SignUp', layout: 'simple', requiresAuth: false },
  auth('/systems', 'systems'),
  auth('/systems/:systemId', 'system'),
  auth('/systems/:systemId/rules', 'rules'),
  auth('/systems/:systemId/ruleless', 'sensors_without_rule'),
  auth('/systems/:systemId/offlinesensors', 'offline_sensor_notifications'),
  auth('/systems/:systemId/offlinegateways', 'offline_gateway_notifications'),
  auth('/systems/:systemId/notificationchannels', 'notification_channels'),
  auth('/systems/:systemId/rules/:ruleId', 'rule'),
  auth('/systems/:systemId/notificationchannels/:channelId', 'notificationChannel'),
  auth('/systems/:systemId/addsensor', 'addSensor'),
  auth('/systems/:systemId/addvirtual', 'addVirtual'),
  auth('/systems/:systemId/addgateway', 'addGateway'),
  auth('/usersettings', 'usersettings'),
  auth('/invites', 'invites'),
  { path: '/whatsnew', name: 'whatsnew', layout: 'default', requiresAuth: false },
  auth('/systems/:systemId/events', 'events'),
  auth('/systems/:systemId/events/new-event', 'createevent'),
  auth('/systems/:systemId/events/:eventId', 'eventsWithParam'),
  auth('/systems/:systemId/integrations/:integrationId?', 'integrations'),
  auth('/systems/:systemId/sensors/:sn', 'sensordetails'),
  auth('/systems/:systemId/sensors/:sn/edit', 'sensoredit'),
  auth('/systems/:systemId/virtuals/:sn', 'virtualdetails'),
  auth('/systems/:systemId/virtuals/:sn/edit', 'virtualedit'),
  auth('/systems/:systemId/gateways/:sn', 'gatewaydetails'),
  auth('/systems/:systemId/gateways/:sn/edit', 'gatewayedit'),
];

/**
 * The path segment standing for "no system picked yet" (the main navigation links to
 * `/systems/-/events` before a system is open). Only route code sees it: screens get null
 * from useSystemId().
 */
export const NO_SYSTEM_SEGMENT = '-';

/** The path of a named route with its parameters filled in (NO_SYSTEM_SEGMENT for a missing systemId). */
export function pathFor(name: string, params: Record<string, string | undefined> = {}): string {
  const row = ROUTE_TABLE.find((r) => r.name === name);
  if (!row) throw new Error(`No route named ${name}`);
  return row.path
    .replace(/\/:(\w+)\?/g, (_m, key: string) => (params[key] ? `/${encodeURIComponent(params[key])}` : ''))
    .replace(/:(\w+)/g, (_m, key: string) =>
      encodeURIComponent(params[key] ?? (key === 'systemId' ? NO_SYSTEM_SEGMENT : '')),
    );
}
