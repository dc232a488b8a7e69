import { DeviceSchema, GatewayInfoSchema, type Device, type DeviceState, type Event } from '@neuron/shared';
import { db } from './admin.js';
import { eventRef, publishNotifications, type CreatedEvent } from './events.js';
import { paths } from './paths.js';
import { listRules } from './rules.js';
import {
  offlineRouteFor,
  onlineEventId,
  transitionEvent,
  type OnlineTransition,
  type SweepDevice,
} from '../domain/offline.js';

const EMPTY_STATE: DeviceState = {
  sampleTime: null,
  online: false,
  lastSeen: null,
  errorCode: null,
  errorText: null,
  display: [],
  alarm: [],
};

/** The event a transition raises for the device as stored, or null for none. */
export type TransitionEventFor = (device: Device) => { eventId: string; event: Event } | null;

/**
 * Applies one online/offline transition in a transaction: the device's `state.online` and
 * `lastSeen`, and the event `eventFor` builds from the stored device (its alias names it).
 * Re-checks the stored state first, so two sweeps at once (or a retried one) raise the event once.
 */
export async function applyTransition(
  systemId: string,
  t: Pick<OnlineTransition, 'sn' | 'online' | 'lastSeen'>,
  eventFor: TransitionEventFor,
): Promise<CreatedEvent | null> {
  const ref = db().doc(paths.device(systemId, t.sn));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const parsed = DeviceSchema.safeParse({ sn: t.sn, ...snap.data() });
    if (!snap.exists || !parsed.success) return null;
    const device = parsed.data;
    if (device.state?.online === t.online) return null;
    tx.update(ref, { state: { ...EMPTY_STATE, ...device.state, online: t.online, lastSeen: t.lastSeen } });
    const raised = eventFor(device);
    if (!raised) return null;
    tx.set(eventRef(systemId, raised.eventId), raised.event);
    return { eventId: raised.eventId, channels: raised.event.channels ?? [] };
  });
}

/** Reads what the sweep needs of a system: every device, and each gateway's gatewayInfo.lastSeen. */
export async function readSweepDevices(systemId: string): Promise<SweepDevice[]> {
  const snap = await db().collection(paths.devices(systemId)).get();
  const devices = snap.docs.flatMap((d) => {
    const p = DeviceSchema.safeParse({ sn: d.id, ...d.data() });
    return p.success ? [p.data] : [];
  });
  const gateways = devices.filter((d) => d.type === 'GATEWAY');
  const infos = gateways.length ? await db().getAll(...gateways.map((g) => db().doc(paths.gatewayInfo(g.sn)))) : [];
  const lastSeen = new Map(
    infos.map((i) => {
      const p = GatewayInfoSchema.safeParse(i.data());
      return [i.id, p.success ? (p.data.lastSeen ?? null) : null] as const;
    }),
  );
  return devices.map((d) => ({
    sn: d.sn,
    type: d.type,
    alias: d.alias,
    sample: d.sample,
    storedOnline: d.state?.online,
    ...(d.type === 'GATEWAY' ? { gatewayLastSeen: lastSeen.get(d.sn) ?? null } : {}),
  }));
}

/**
 * A sensor heard again after being offline: one `online` event, paired with the offline event it
 * answers. A sensor whose going offline was grouped under its gateway had no event of its own, so
 * it gets none now either (the gateway's online event covers it). Ids come from the transition,
 * so a re-delivered trigger does not raise it twice. (Called by the device-write pipeline.)
 */
export async function raiseSensorOnline(
  systemId: string,
  device: Device,
  offlineLastSeen: number,
  nowMs: number,
): Promise<CreatedEvent | null> {
  const lastSeen = device.state?.lastSeen ?? device.sample?.time;
  if (lastSeen == null) return null;
  const route = offlineRouteFor(await listRules(systemId), device);
  const t = { sn: device.sn, type: 'SENSOR' as const, online: true, lastSeen, groupedSensors: [] };
  const { eventId, event } = transitionEvent(t, device.alias || device.sn, route, nowMs);
  const ref = eventRef(systemId, eventId);
  return db().runTransaction(async (tx) => {
    const [existing, offline] = await tx.getAll(
      ref,
      eventRef(systemId, onlineEventId(device.sn, false, offlineLastSeen)),
    );
    if (existing.exists || !offline.exists) return null;
    tx.set(ref, event);
    return { eventId, channels: event.channels ?? [] };
  });
}

/**
 * A gateway delivered samples: when it is not marked online, mark it (a read per batch in steady
 * state, a write only on the change), with an online event when it was marked offline. (Called by
 * the store pipeline.)
 */
export async function markGatewaySeen(systemId: string, gatewaySn: string, nowMs: number): Promise<void> {
  const snap = await db().doc(paths.device(systemId, gatewaySn)).get();
  if (!snap.exists || snap.get('type') !== 'GATEWAY' || snap.get('state.online') === true) return;
  const wasOffline = snap.get('state.online') === false;
  const t = { sn: gatewaySn, type: 'GATEWAY' as const, online: true, lastSeen: nowMs, groupedSensors: [] };
  const rules = await listRules(systemId);
  const created = await applyTransition(systemId, t, (device) =>
    wasOffline ? transitionEvent(t, device.alias || gatewaySn, offlineRouteFor(rules, device), nowMs) : null,
  );
  if (created) await publishNotifications(systemId, [created]);
}
