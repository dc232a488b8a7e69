import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { LoginScreen } from '../features/account/LoginScreen';
import { SystemScreen } from '../features/systems/SystemScreen';
import { SystemsScreen } from '../features/systems/SystemsScreen';

/** One row of SPEC.md §2's route table. */
export interface RouteRow {
  path: string;
  name: string;
  layout: 'default' | 'simple';
  requiresAuth: boolean;
  screen: ComponentType | LazyExoticComponent<ComponentType>;
}

// Screens beyond the first view are split into their own chunks, so the initial route stays lean.
const SignUpScreen = lazy(() => import('../features/account/SignUpScreen'));
const UserSettingsScreen = lazy(() => import('../features/account/UserSettingsScreen'));
const InvitesScreen = lazy(() => import('../features/invites/InvitesScreen'));
const WhatsNewScreen = lazy(() => import('../features/whatsnew/WhatsNewScreen'));
const RuleListsScreen = lazy(() => import('../features/rules/RuleListsScreen'));
const RuleScreen = lazy(() => import('../features/rules/RuleScreen'));
const ChannelScreen = lazy(() => import('../features/rules/ChannelScreen'));
const AddDeviceScreen = lazy(() => import('../features/devices/AddDeviceScreen'));
const DeviceDetailsScreen = lazy(() => import('../features/devices/DeviceDetailsScreen'));
const DeviceEditScreen = lazy(() => import('../features/devices/DeviceEditScreen'));
const EventsScreen = lazy(() => import('../features/events/EventsScreen'));
const CreateEventScreen = lazy(() => import('../features/events/CreateEventScreen'));
const EventScreen = lazy(() => import('../features/events/EventScreen'));
const IntegrationsScreen = lazy(() => import('../features/integrations/IntegrationsScreen'));

const auth = (path: string, name: string, screen: RouteRow['screen']): RouteRow => ({
  path,
  name,
  layout: 'default',
  requiresAuth: true,
  screen,
});

/** The routes, as data (STYLE.md §4), row for row SPEC.md §2. Any other path redirects to /systems. */
export const ROUTES: RouteRow[] = [
  { path: '/login', name: 'Login', layout: 'simple', requiresAuth: false, screen: LoginScreen },
  { path: '/signup', name: 'SignUp', layout: 'simple', requiresAuth: false, screen: SignUpScreen },
  auth('/systems', 'systems', SystemsScreen),
  auth('/systems/:systemId', 'system', SystemScreen),
  auth('/systems/:systemId/rules', 'rules', RuleListsScreen),
  auth('/systems/:systemId/ruleless', 'sensors_without_rule', RuleListsScreen),
  auth('/systems/:systemId/offlinesensors', 'offline_sensor_notifications', RuleListsScreen),
  auth('/systems/:systemId/offlinegateways', 'offline_gateway_notifications', RuleListsScreen),
  auth('/systems/:systemId/notificationchannels', 'notification_channels', RuleListsScreen),
  auth('/systems/:systemId/rules/:ruleId', 'rule', RuleScreen),
  auth('/systems/:systemId/notificationchannels/:channelId', 'notificationChannel', ChannelScreen),
  auth('/systems/:systemId/addsensor', 'addSensor', AddDeviceScreen),
  auth('/systems/:systemId/addvirtual', 'addVirtual', AddDeviceScreen),
  auth('/systems/:systemId/addgateway', 'addGateway', AddDeviceScreen),
  auth('/usersettings', 'usersettings', UserSettingsScreen),
  auth('/invites', 'invites', InvitesScreen),
  { path: '/whatsnew', name: 'whatsnew', layout: 'default', requiresAuth: false, screen: WhatsNewScreen },
  auth('/systems/:systemId/events', 'events', EventsScreen),
  auth('/systems/:systemId/events/new-event', 'createevent', CreateEventScreen),
  auth('/systems/:systemId/events/:eventId', 'eventsWithParam', EventScreen),
  auth('/systems/:systemId/integrations/:integrationId?', 'integrations', IntegrationsScreen),
  auth('/systems/:systemId/sensors/:sn', 'sensordetails', DeviceDetailsScreen),
  auth('/systems/:systemId/sensors/:sn/edit', 'sensoredit', DeviceEditScreen),
  auth('/systems/:systemId/virtuals/:sn', 'virtualdetails', DeviceDetailsScreen),
  auth('/systems/:systemId/virtuals/:sn/edit', 'virtualedit', DeviceEditScreen),
  auth('/systems/:systemId/gateways/:sn', 'gatewaydetails', DeviceDetailsScreen),
  auth('/systems/:systemId/gateways/:sn/edit', 'gatewayedit', DeviceEditScreen),
];

/** The path of a named route with its parameters filled in ('-' for a missing systemId). */
export function pathFor(name: string, params: Record<string, string | undefined> = {}): string {
  const row = ROUTES.find((r) => r.name === name);
  if (!row) throw new Error(`No route named ${name}`);
  return row.path
    .replace(/\/:(\w+)\?/g, (_m, key: string) => (params[key] ? `/${encodeURIComponent(params[key])}` : ''))
    .replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(params[key] ?? (key === 'systemId' ? '-' : '')));
}
