// The documents as screens receive them: plain view types, a stored document's fields and its id,
// nothing of the Firestore SDK (no DocumentReference). The data layer's Loaded… types carry the
// reference for the stores; each is assignable to its view here, so a store hands screens what it
// holds. eslint.config.js forbids any screen import of client/src/data, types included.
import type {
  Device,
  Event,
  EventRule,
  FailedBatch,
  Integration,
  Invite,
  MaintenanceWindow,
  PushConfig,
  System,
} from '@neuron/shared';

/** A stored document as a screen sees it: its fields and its id. */
export type View<T> = T & { id: string };

export type DeviceView = View<Device>;
export type EventView = View<Event>;
export type EventRuleView = View<EventRule>;
export type FailedBatchView = View<FailedBatch>;
export type IntegrationView = View<Integration>;
export type InviteView = View<Invite>;
export type MaintenanceWindowView = View<MaintenanceWindow>;
export type PushConfigView = View<PushConfig>;
/** A system as the list shows it (it may be the copy kept from the last visit, stores/systems/cachedSystems.ts). */
export type SystemView = View<System>;

/** What an admin's edit of a device writes. */
export type DeviceEdit = Pick<Device, 'alias' | 'tags' | 'labels' | 'config'>;
