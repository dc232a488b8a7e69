import * as accountMerge from '../data/accountMerge';
import * as auth from '../data/auth';
import { deferredModule } from '../data/deferred';
import { loadDeviceListApi, loadFirestoreApi } from '../data/dataLayerLoad';
import * as emailActions from '../data/emailActions';
import { ingestEndpoint, readApiUrl } from '../data/endpoints';
import type * as DeviceListApi from '../data/deviceListApi';
import type * as FirestoreApi from '../data/firestoreApi';
import * as google from '../data/googleSignIn';
import * as mfaEnrolment from '../data/mfaEnrolment';
import { reauthenticate } from '../data/reauthenticate';

// Only Auth is imported statically: the Firestore data layer (its SDK, the schemas and zod) is
// a separate chunk loaded after the first paint. Add new Firestore-backed calls to
// data/firestoreApi.ts and wrap them below; a static import of a data module here would pull
// Firestore back into the initial route (`npm run bench` measures it).
// Each is loaded a part at a time (data/dataLayerLoad.ts), and the SDK's client starts in a task
// of its own, before the first listener (docs/FIRST_LOAD.md).
const data = deferredModule<typeof FirestoreApi>(loadFirestoreApi, {
  start: (m) => m.startFirestore(),
});
// The device list and the local device cache, without the SDK: a system opened reads its list
// as soon as it asks, not after the SDK's chunk (docs/FIRST_LOAD.md).
const deviceList = deferredModule<typeof DeviceListApi>(loadDeviceListApi);

/** The data layer the stores use; tests hand the stores a fake with the same shape. */
export const firebaseTransport = {
  watchAuthState: auth.watchAuthState,
  signInWithPassword: auth.signInWithPassword,
  signUpWithPassword: auth.signUpWithPassword,
  signOut: auth.signOut,
  /**
   * Starts loading the data layer (called once the first screen has painted): the device list's
   * small chunk too, so a system page opened from a reload does not wait a round trip for it.
   * Each part is evaluated in a task of its own (data/dataLayerLoad.ts).
   */
  preloadData: () => {
    deviceList.preload();
    data.preload();
  },
  resendVerification: auth.resendVerification,
  refreshUser: auth.refreshUser,
  currentUserVerified: auth.currentUserVerified,
  checkAccountMerge: auth.checkAccountMerge,
  refreshToken: auth.refreshToken,
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
  saveProfile: data.call('saveProfile'),
  deleteAccount: data.call('deleteAccount'),
  watchSystemsForUser: data.watch('watchSystemsForUser'),
  readDeviceList: deviceList.watch('readDeviceList'),
  watchDevices: data.watch('watchDevices'),
  watchDevice: data.watch('watchDevice'),
  watchDeviceQuery: data.watch('watchDeviceQuery'),
  readDeviceQuery: data.call('readDeviceQuery'),
  saveCachedDevices: deviceList.call('saveCachedDevices'),
  readCachedDevices: deviceList.call('readCachedDevices'),
  forgetCachedDevices: deviceList.call('forgetCachedDevices'),
  forgetFirestore: data.call('forgetFirestore'),
  watchUnacknowledgedEvents: data.watch('watchUnacknowledgedEvents'),
  watchInvites: data.watch('watchInvites'),
  watchUserProfile: data.watch('watchUserProfile'),
  readSystem: data.call('readSystem'),
  readDevice: data.call('readDevice'),
  watchEvents: data.watch('watchEvents'),
  watchEventsPage: data.watch('watchEventsPage'),
  readEvent: data.call('readEvent'),
  watchEvent: data.watch('watchEvent'),
  createManualEvent: data.call('createManualEvent'),
  acknowledgeEvent: data.call('acknowledgeEvent'),
  acknowledgeEvents: data.call('acknowledgeEvents'),
  watchEventRules: data.watch('watchEventRules'),
  readEventRule: data.call('readEventRule'),
  saveEventRule: data.call('saveEventRule'),
  deleteEventRule: data.call('deleteEventRule'),
  readSampleHistory: data.call('readSampleHistory'),
  watchEventRule: data.watch('watchEventRule'),
  watchPushConfigs: data.watch('watchPushConfigs'),
  readPushConfig: data.call('readPushConfig'),
  watchPushConfig: data.watch('watchPushConfig'),
  readPushErrors: data.call('readPushErrors'),
  savePushConfig: data.call('savePushConfig'),
  deletePushConfig: data.call('deletePushConfig'),
  sendTestNotification: data.call('sendTestNotification'),
  rotateChannelSecret: data.call('rotateChannelSecret'),
  watchIntegrations: data.watch('watchIntegrations'),
  createIntegration: data.call('createIntegration'),
  rotateIntegrationSecret: data.call('rotateIntegrationSecret'),
  updateIntegration: data.call('updateIntegration'),
  deleteIntegration: data.call('deleteIntegration'),
  readApiUrl,
  obtainPushToken: data.call('obtainPushToken'),
  releasePushToken: data.call('releasePushToken'),
  requestNotificationPermission: data.call('requestNotificationPermission'),
  storePushToken: data.call('storePushToken'),
  dropPushToken: data.call('dropPushToken'),
  readLatestWhatsNew: data.call('readLatestWhatsNew'),
  watchGatewayInfo: data.watch('watchGatewayInfo'),
  readSensorInfo: data.call('readSensorInfo'),
  readBaseSensorConfigs: data.call('readBaseSensorConfigs'),
  createSystem: data.call('createSystem'),
  setSystemTimeZone: data.call('setSystemTimeZone'),
  watchMaintenanceWindows: data.watch('watchMaintenanceWindows'),
  watchFailedBatches: data.watch('watchFailedBatches'),
  saveMaintenanceWindow: data.call('saveMaintenanceWindow'),
  deleteMaintenanceWindow: data.call('deleteMaintenanceWindow'),
  watchMembership: data.watch('watchMembership'),
  changeMembership: data.call('changeMembership'),
  acceptInvite: data.call('acceptInvite'),
  declineInvite: data.call('declineInvite'),
  claimDevice: data.call('claimDevice'),
  createGatewayKey: data.call('createGatewayKey'),
  rotateGatewayKey: data.call('rotateGatewayKey'),
  ingestEndpoint,
  createVirtualDevice: data.call('createVirtualDevice'),
  updateDevice: data.call('updateDevice'),
  deleteDevice: data.call('deleteDevice'),
  readSamplesPage: data.call('readSamplesPage'),
  // The day rollups' two parts; stores/history/dayRollups.ts puts them together, each read once.
  readStoredRollups: data.call('readRollups'),
  readRunningRollup: data.call('readRunningRollup'),
  watchNewSamples: data.watch('watchNewSamples'),
  readSampleSlices: data.call('readSampleSlices'),
};
export type Transport = typeof firebaseTransport;
