// Everything of the data layer that needs Firestore (and the zod schemas it parses with), as one
// module that the transport imports dynamically: none of it is in the initial route.
export { readCachedDevices, saveCachedDevices } from './deviceCache';
export { readBaseSensorConfigs, readGatewayInfo, readSensorInfo } from './deviceInfo';
export { readDevice, watchDevices } from './devices';
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
export { watchInvites } from './invites';
export { readPushConfig, readPushErrors, watchPushConfig, watchPushConfigs } from './pushConfig';
export { readSystem, watchSystemsForUser } from './systems';
export { watchUserProfile } from './users';
export { readLatestWhatsNew } from './whatsNew';
