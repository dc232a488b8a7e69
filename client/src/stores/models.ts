// The documents as screens receive them (a parsed document with its id and reference): screens
// take these types from here, never from client/src/data, so the data layer stays behind the
// stores (eslint.config.js forbids any screen import of client/src/data, types included).
export type { DeviceEdit, LoadedDevice } from '../data/devices';
export type { LoadedEvent } from '../data/events';
export type { LoadedEventRule } from '../data/eventRules';
export type { LoadedIntegration } from '../data/integrations';
export type { LoadedFailedBatch } from '../data/failedBatches';
export type { LoadedInvite } from '../data/invites';
export type { LoadedMaintenanceWindow } from '../data/maintenance';
export type { LoadedPushConfig } from '../data/pushConfig';
import type { LoadedSystem as SystemDocument } from '../data/systems';
/** A system as the list shows it: without its document reference, since it may be the copy kept
 * from the last visit (stores/systems/cachedSystems.ts). */
export type LoadedSystem = Omit<SystemDocument, 'ref'>;
