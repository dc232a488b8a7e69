import * as accountMerge from '../data/accountMerge';
import * as alertCallables from '../data/alertCallables';
import * as auth from '../data/auth';
import * as callables from '../data/callables';
import * as deviceClaims from '../data/deviceClaims';
import * as deviceCache from '../data/deviceCache';
import * as deviceInfo from '../data/deviceInfo';
import * as eventRules from '../data/eventRules';
import * as google from '../data/googleSignIn';
import * as devices from '../data/devices';
import * as emailActions from '../data/emailActions';
import * as events from '../data/events';
import * as history from '../data/history';
import * as integrations from '../data/integrations';
import * as invites from '../data/invites';
import * as mfaEnrolment from '../data/mfaEnrolment';
import { reauthenticate } from '../data/reauthenticate';
import * as pushConfig from '../data/pushConfig';
import * as radio from '../data/radio';
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
  resendVerification: auth.resendVerification,
  refreshUser: auth.refreshUser,
  currentUserVerified: auth.currentUserVerified,
  checkAccountMerge: auth.checkAccountMerge,
  signInWithGoogle: google.signInWithGoogle,
  completeRedirectSignIn: google.completeRedirectSignIn,
  linkPendingCredential: google.linkPendingCredential,
  requestPasswordReset: emailActions.requestPasswordReset,
  inspectActionCode: emailActions.inspectActionCode,
  resetPassword: emailActions.resetPassword,
  verifyEmail: emailActions.verifyEmail,
  reauthenticate,
  listFactors: mfaEnrolment.listFactors,
  startPhoneEnrolment: mfaEnrolment.startPhoneEnrolment,
  finishPhoneEnrolment: mfaEnrolment.finishPhoneEnrolment,
  startTotpEnrolment: mfaEnrolment.startTotpEnrolment,
  finishTotpEnrolment: mfaEnrolment.finishTotpEnrolment,
  removeFactor: mfaEnrolment.removeFactor,
  proveOtherAccount: accountMerge.proveOtherAccount,
  mergeOtherAccount: accountMerge.mergeOtherAccount,
  saveProfile: users.saveProfile,
  deleteAccount: users.deleteAccount,
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
  readSamplesPage: history.readSamplesPage,
  readRollups: history.readRollups,
  watchNewSamples: history.watchNewSamples,
  readSampleSlices: radio.readSampleSlices,
};
export type Transport = typeof firebaseTransport;
