// Everything of the data layer that needs Firestore, Functions or Messaging (and the zod schemas it
// parses with), as one module that the transport imports dynamically: none of it is in the
// initial route.
export { rotateChannelSecret, sendTestNotification } from './alertCallables';
export { readBaseSensorConfigs, readSensorInfo, watchGatewayInfo } from './deviceInfo';
export { createVirtualDevice, deleteDevice, readDevice, updateDevice, watchDevice, watchDevices } from './devices';
export { claimDevice, createGatewayKey, rotateGatewayKey } from './deviceClaims';
export { readDeviceQuery, watchDeviceQuery } from './deviceQueries';
export { deleteEventRule, readEventRule, saveEventRule, watchEventRule, watchEventRules } from './eventRules';
export {
  acknowledgeEvent,
  acknowledgeEvents,
  createManualEvent,
  readEvent,
  watchEvent,
  watchEvents,
  watchEventsPage,
  watchUnacknowledgedEvents,
} from './events';
export { readRollups, readRunningRollup, readSamplesPage, watchNewSamples } from './history';
export { deleteMaintenanceWindow, saveMaintenanceWindow, watchMaintenanceWindows } from './maintenance';
export { watchFailedBatches } from './failedBatches';
export {
  createIntegration,
  deleteIntegration,
  rotateIntegrationSecret,
  updateIntegration,
  watchIntegrations,
} from './integrations';
export { acceptInvite, declineInvite, watchInvites } from './invites';
export {
  deletePushConfig,
  readPushConfig,
  readPushErrors,
  savePushConfig,
  watchPushConfig,
  watchPushConfigs,
} from './channels';
export {
  dropPushToken,
  obtainPushToken,
  releasePushToken,
  requestNotificationPermission,
  storePushToken,
} from './pushMessaging';
export { readSampleSlices } from './radio';
export { readSampleHistory } from './samples';
export {
  changeMembership,
  createSystem,
  readSystem,
  setSystemTimeZone,
  watchMembership,
  watchSystemsForUser,
} from './systems';
export { forgetFirestore, startFirestore } from './firebaseApp';
export { deleteAccount, saveProfile, watchUserProfile } from './users';
export { readLatestWhatsNew } from './whatsNew';
