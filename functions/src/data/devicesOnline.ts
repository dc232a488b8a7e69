import { DeviceSchema, GatewayInfoSchema, type Device, type DeviceState, type Event } from '@neuron/shared';
import { db } from './admin.js';
import { eventRef, publishNotifications, type CreatedEvent } from './events.js';
import { paths } from './paths.js';
import { noteGatewayOnline } from './gatewayInfo.js';
import { listRules, type StoredRule } from './rules.js';
import { untilUnchanged } from './optimistic.js';
import { countDeviceChange } from './summary.js';
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
  nowMs = Date.now(),
): Promise<CreatedEvent | null> {
  const ref = db().doc(paths.device(systemId, t.sn));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const parsed = DeviceSchema.safeParse({ sn: t.sn, ...snap.data() });
    if (!snap.exists || !parsed.success) return null;
    const device = parsed.data;
    if (device.state?.online === t.online) return null;
    // Its read comes before the transaction's writes.
    if (device.type === 'GATEWAY') await noteGatewayOnline(tx, systemId, t.sn, t.online);
    const state = { ...EMPTY_STATE, ...device.state, online: t.online, lastSeen: t.lastSeen };
    tx.update(ref, { state });
    countDeviceChange(tx, systemId, device, { ...device, state }, nowMs);
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
  // Presence counts only from the gatewayInfo this system owns: a serial claimed by another
  // system tells this one nothing (and must not leak the other gateway's presence).
  const lastSeen = new Map(
    infos.map((i) => {
      const p = GatewayInfoSchema.safeParse(i.data());
      return [i.id, p.success && p.data.systemId === systemId ? (p.data.lastSeen ?? null) : null] as const;
    }),
  );
  return devices.map((d) => ({
    sn: d.sn,
    type: d.type,
    alias: d.alias,
    sample: d.sample,
    // A device never heard from (its state is the one it got when created) has no online state yet.
    storedOnline: d.state?.lastSeen == null ? undefined : d.state.online,
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
  knownRules?: readonly StoredRule[],
): Promise<CreatedEvent | null> {
  const lastSeen = device.state?.lastSeen ?? device.sample?.time;
  if (lastSeen == null) return null;
  const route = offlineRouteFor(knownRules ?? (await listRules(systemId)), device);
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
 * the store pipeline.) Optimistic, not a transaction: the first deliveries of a burst all find the
 * gateway not yet online, and a transaction each would queue them on its document's lock (on the
 * emulator, into "Transaction lock timeout", holding up every write to the gateway's documents).
 * One commit wins; the others read again, find it online and write nothing.
 */
export async function markGatewaySeen(
  systemId: string,
  gatewaySn: string,
  nowMs: number,
  knownRules?: readonly StoredRule[],
): Promise<void> {
  const ref = db().doc(paths.device(systemId, gatewaySn));
  const keyRef = db().doc(paths.gatewayKey(gatewaySn));
  const created = await untilUnchanged(async (): Promise<CreatedEvent | null> => {
    const snap = await ref.get();
    if (!snap.exists || snap.get('type') !== 'GATEWAY' || snap.get('state.online') === true) return null;
    const parsed = DeviceSchema.safeParse({ sn: gatewaySn, ...snap.data() });
    if (!parsed.success) return null;
    const device = parsed.data;
    // Never heard from before (no lastSeen): online without an event.
    const wasOffline = device.state?.online === false && device.state.lastSeen != null;
    const t = { sn: gatewaySn, type: 'GATEWAY' as const, online: true, lastSeen: nowMs, groupedSensors: [] };
    const state = { ...EMPTY_STATE, ...device.state, online: true, lastSeen: nowMs };
    const batch = db().batch();
    batch.update(ref, { state }, { lastUpdateTime: snap.updateTime });
    countDeviceChange(batch, systemId, device, { ...device, state }, nowMs);
    const key = await keyRef.get();
    if (key.exists && key.get('systemId') === systemId && key.get('online') !== true) {
      batch.update(keyRef, { online: true }, { lastUpdateTime: key.updateTime });
    }
    let raised: CreatedEvent | null = null;
    if (wasOffline) {
      const rules = knownRules ?? (await listRules(systemId));
      const { eventId, event } = transitionEvent(t, device.alias || gatewaySn, offlineRouteFor(rules, device), nowMs);
      batch.create(eventRef(systemId, eventId), event);
      raised = { eventId, channels: event.channels ?? [] };
    }
    await batch.commit();
    return raised;
  });
  if (created) await publishNotifications(systemId, [created]);
}
