import * as alertCallables from '../data/alertCallables';
import * as auth from '../data/auth';
import * as callables from '../data/callables';
import * as deviceClaims from '../data/deviceClaims';
import * as deviceCache from '../data/deviceCache';
import * as deviceInfo from '../data/deviceInfo';
import * as eventRules from '../data/eventRules';
import * as devices from '../data/devices';
import * as events from '../data/events';
import * as integrations from '../data/integrations';
import * as invites from '../data/invites';
import * as pushConfig from '../data/pushConfig';
import * as pushMessaging from '../data/pushMessaging';
import * as samples from '../data/samples';
import * as systems from '../data/systems';
import * as users from '../data/users';
import * as whatsNew from '../data/whatsNew';

/** The data layer the stores use; tests hand the stores a fake with the same shape. */
export const firebaseTransport = {
  watchAuthState: auth.watchAuthState,
  signInWithPassword: auth.signInWithPassword,
  signUpWithPassword: auth.signUpWithPassword,
  signOut: auth.signOut,
  watchSystemsForUser: systems.watchSystemsForUser,
  watchDevices: devices.watchDevices,
  saveCachedDevices: deviceCache.saveCachedDevices,
  readCachedDevices: deviceCache.readCachedDevices,
  watchUnacknowledgedEvents: events.watchUnacknowledgedEvents,
  watchInvites: invites.watchInvites,
  watchUserProfile: users.watchUserProfile,
  readSystem: systems.readSystem,
  readDevice: devices.readDevice,
  watchEvents: events.watchEvents,
  watchEventsPage: events.watchEventsPage,
  readEvent: events.readEvent,
  watchEvent: events.watchEvent,
  createManualEvent: events.createManualEvent,
  acknowledgeEvent: events.acknowledgeEvent,
  watchEventRules: eventRules.watchEventRules,
  readEventRule: eventRules.readEventRule,
  saveEventRule: eventRules.saveEventRule,
  deleteEventRule: eventRules.deleteEventRule,
  readSampleHistory: samples.readSampleHistory,
  watchEventRule: eventRules.watchEventRule,
  watchPushConfigs: pushConfig.watchPushConfigs,
  readPushConfig: pushConfig.readPushConfig,
  watchPushConfig: pushConfig.watchPushConfig,
  readPushErrors: pushConfig.readPushErrors,
  savePushConfig: pushConfig.savePushConfig,
  deletePushConfig: pushConfig.deletePushConfig,
  sendTestNotification: alertCallables.sendTestNotification,
  rotateChannelSecret: alertCallables.rotateChannelSecret,
  watchIntegrations: integrations.watchIntegrations,
  createIntegration: integrations.createIntegration,
  rotateIntegrationSecret: integrations.rotateIntegrationSecret,
  updateIntegration: integrations.updateIntegration,
  deleteIntegration: integrations.deleteIntegration,
  readApiUrl: integrations.readApiUrl,
  obtainPushToken: pushMessaging.obtainPushToken,
  releasePushToken: pushMessaging.releasePushToken,
  requestNotificationPermission: pushMessaging.requestNotificationPermission,
  storePushToken: pushMessaging.storePushToken,
  dropPushToken: pushMessaging.dropPushToken,
  readLatestWhatsNew: whatsNew.readLatestWhatsNew,
  readGatewayInfo: deviceInfo.readGatewayInfo,
  readSensorInfo: deviceInfo.readSensorInfo,
  readBaseSensorConfigs: deviceInfo.readBaseSensorConfigs,
  createSystem: systems.createSystem,
  watchMembership: systems.watchMembership,
  changeMembership: systems.changeMembership,
  acceptInvite: invites.acceptInvite,
  declineInvite: invites.declineInvite,
  claimDevice: deviceClaims.claimDevice,
  createGatewayKey: deviceClaims.createGatewayKey,
  rotateGatewayKey: deviceClaims.rotateGatewayKey,
  ingestEndpoint: callables.ingestEndpoint,
  createVirtualDevice: devices.createVirtualDevice,
  updateDevice: devices.updateDevice,
  deleteDevice: devices.deleteDevice,
};
export type Transport = typeof firebaseTransport;
