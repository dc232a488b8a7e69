import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { LoginScreen } from '../features/account/LoginScreen';
import { SystemsScreen } from '../features/systems/SystemsScreen';
import { ROUTE_TABLE, type RouteRow } from './routeTable';

export { pathFor } from './routeTable';

/** A row of the route table with the screen it shows. */
export interface RouteWithScreen extends RouteRow {
  screen: ComponentType | LazyExoticComponent<ComponentType>;
}

// Screens beyond the first view are split into their own chunks, so the initial route stays lean.
// The system page is lazy too: the first view is the sign-in or the systems list, and the device
// table's sensor math (with the display configs' schemas) is needed only inside a system.
const SystemScreen = lazy(() => import('../features/systems/SystemScreen').then((m) => ({ default: m.SystemScreen })));
const SignUpScreen = lazy(() => import('../features/account/SignUpScreen'));
const ForgotPasswordScreen = lazy(() => import('../features/account/ForgotPasswordScreen'));
const AuthActionScreen = lazy(() => import('../features/account/AuthActionScreen'));
const UserSettingsScreen = lazy(() => import('../features/account/UserSettingsScreen'));
const InvitesScreen = lazy(() => import('../features/invites/InvitesScreen'));
const WhatsNewScreen = lazy(() => import('../features/whatsnew/WhatsNewScreen'));
const RuleListsScreen = lazy(() => import('../features/rules/RuleListsScreen'));
const RuleScreen = lazy(() => import('../features/rules/RuleScreen'));
const ChannelScreen = lazy(() => import('../features/rules/ChannelScreen'));
const AddSensorScreen = lazy(() => import('../features/devices/add/AddSensorScreen'));
const AddVirtualScreen = lazy(() => import('../features/devices/add/AddVirtualScreen'));
const AddGatewayScreen = lazy(() => import('../features/devices/add/AddGatewayScreen'));
const DeviceDetailsScreen = lazy(() => import('../features/devices/DeviceDetailsScreen'));
const DeviceEditScreen = lazy(() => import('../features/devices/DeviceEditScreen'));
const EventsScreen = lazy(() => import('../features/events/EventsScreen'));
const CreateEventScreen = lazy(() => import('../features/events/CreateEventScreen'));
const EventScreen = lazy(() => import('../features/events/EventScreen'));
const IntegrationsScreen = lazy(() => import('../features/integrations/IntegrationsScreen'));

/** The screen of each route name. */
const SCREENS: Record<string, RouteWithScreen['screen']> = {
  systems: SystemsScreen,
  system: SystemScreen,
  rules: RuleListsScreen,
  sensors_without_rule: RuleListsScreen,
  offline_sensor_notifications: RuleListsScreen,
  offline_gateway_notifications: RuleListsScreen,
  notification_channels: RuleListsScreen,
  rule: RuleScreen,
  notificationChannel: ChannelScreen,
  addSensor: AddSensorScreen,
  addVirtual: AddVirtualScreen,
  addGateway: AddGatewayScreen,
  usersettings: UserSettingsScreen,
  invites: InvitesScreen,
  events: EventsScreen,
  createevent: CreateEventScreen,
  eventsWithParam: EventScreen,
  integrations: IntegrationsScreen,
  sensordetails: DeviceDetailsScreen,
  sensoredit: DeviceEditScreen,
  virtualdetails: DeviceDetailsScreen,
  virtualedit: DeviceEditScreen,
  gatewaydetails: DeviceDetailsScreen,
  gatewayedit: DeviceEditScreen,
  Login: LoginScreen,
  SignUp: SignUpScreen,
  whatsnew: WhatsNewScreen,
  ForgotPassword: ForgotPasswordScreen,
  AuthAction: AuthActionScreen,
};

/** The route table with each row's screen. */
export const ROUTES: RouteWithScreen[] = ROUTE_TABLE.map((row) => {
  const screen = SCREENS[row.name];
  if (!screen) throw new Error(`No screen for route ${row.name}`);
  return { ...row, screen };
});
