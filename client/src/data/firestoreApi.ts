// Everything of the data layer that needs Firestore (and the zod schemas it parses with), as one
// module that the transport imports dynamically: none of it is in the initial route.
export { readCachedDevices, saveCachedDevices } from './deviceCache';
export { readBaseSensorConfigs, readGatewayInfo, readSensorInfo } from './deviceInfo';
export { createVirtualDevice, deleteDevice, readDevice, updateDevice, watchDeviceList, watchDevices } from './devices';
export { claimDevice, createGatewayKey, rotateGatewayKey } from './deviceClaims';
export { readEventRule, watchEventRule, watchEventRules } from './eventRules';
export {
  acknowledgeEvent,
  createManualEvent,
  readEvent,
  watchEvent,
  watchEvents,
  watchUnacknowledgedEvents,
} from './events';
export { watchIntegrations } from './integrations';
export { acceptInvite, declineInvite, watchInvites } from './invites';
export { readPushConfig, readPushErrors, watchPushConfig, watchPushConfigs } from './pushConfig';
export { changeMembership, createSystem, readSystem, watchMembership, watchSystemsForUser } from './systems';
export { watchUserProfile } from './users';
export { readLatestWhatsNew } from './whatsNew';
