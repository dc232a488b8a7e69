import { NEVER_HEARD_STATE, type Device, type DeviceState, type Event } from '@neuron/shared';

// Online/offline presence decisions, from what the data layer read (data/devicesOnline.ts and
// data/gatewayInfo.ts read and commit): the device's new state, whether an event is raised, and
// whether the gateway's key document is noted.

/** What the data layer read of a gateway's key document (undefined: missing). */
export interface GatewayKeyPresence {
  systemId?: unknown;
  online?: unknown;
}

/** An event to raise, with its id (derived from the transition, so a retry raises it once). */
export interface RaisedEvent {
  eventId: string;
  event: Event;
}

/**
 * The note of a gateway's presence on its key document (read by /ingest with the key), or
 * undefined for none. Only an existing key of `systemId` that says otherwise is updated: a late
 * batch or sweep must not create a key document without a hash (it would shadow the key created
 * next and refuse every post), nor touch the key of a system that claimed the serial since.
 */
export function gatewayKeyNote(
  key: GatewayKeyPresence | undefined,
  systemId: string,
  online: boolean,
): { online: boolean } | undefined {
  return key !== undefined && key.systemId === systemId && key.online !== online ? { online } : undefined;
}

/** The device's state with its presence changed (a device never heard from starts from the empty state). */
export function presenceState(device: Pick<Device, 'state'>, online: boolean, lastSeen: number): DeviceState {
  return { ...NEVER_HEARD_STATE, ...device.state, online, lastSeen };
}

/** The writes of one presence change of a device. */
export interface PresenceWrites {
  state: DeviceState;
  /** The gateway's key note, decided from its key as read (none: not a gateway). */
  keyNote?: (key: GatewayKeyPresence | undefined) => { online: boolean } | undefined;
}

/**
 * A sweep's online/offline transition applied to the device as stored: nothing when it already
 * has that presence (two sweeps at once, or a retried one, change it once).
 */
export function planTransition(
  systemId: string,
  device: Device,
  t: { online: boolean; lastSeen: number },
): PresenceWrites | null {
  if (device.state?.online === t.online) return null;
  return {
    state: presenceState(device, t.online, t.lastSeen),
    ...(device.type === 'GATEWAY' ? { keyNote: (key) => gatewayKeyNote(key, systemId, t.online) } : {}),
  };
}

/**
 * A gateway delivered samples: marked online unless it is already; `wasOffline` when it was
 * marked offline (an online event is raised then; a gateway never heard from gets none).
 */
export function planGatewaySeen(
  systemId: string,
  device: Device,
  nowMs: number,
): (PresenceWrites & { wasOffline: boolean }) | null {
  if (device.type !== 'GATEWAY' || device.state?.online === true) return null;
  return {
    state: presenceState(device, true, nowMs),
    keyNote: (key) => gatewayKeyNote(key, systemId, true),
    wasOffline: device.state?.online === false && device.state.lastSeen != null,
  };
}
