import { DeviceSchema, type Device } from '@neuron/shared';
import type { SweepDevice, SweepReader } from '../domain/offline.js';
import type { PresenceWrites, RaisedEvent } from '../domain/presence.js';
import type { SummaryPlanner } from '../domain/summary.js';
import { FieldPath } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { eventRef, type CreatedEvent } from './events.js';
import { GatewayKeySchema, noteGatewayKey } from './gatewayInfo.js';
import { untilUnchanged } from './optimistic.js';
import { paths } from './paths.js';
import { addToSummary } from './summary.js';

/**
 * Applies one online/offline transition in a transaction: reads the device and commits what
 * `plan` decides from it (domain/presence.ts `planTransition`, with the event the workflow
 * builds): the device's state (counted in the system summary as `count` decides), a gateway's
 * key note, the event.
 * Nothing is written when `plan` returns null.
 */
export async function applyTransition(
  systemId: string,
  sn: string,
  plan: (device: Device) => (PresenceWrites & { event: RaisedEvent | null }) | null,
  count: SummaryPlanner,
  nowMs = Date.now(),
): Promise<CreatedEvent | null> {
  const ref = db().doc(paths.device(systemId, sn));
  return runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const parsed = DeviceSchema.safeParse({ sn, ...snap.data() });
    if (!snap.exists || !parsed.success) return null;
    const device = parsed.data;
    const writes = plan(device);
    if (!writes) return null;
    // Its read comes before the transaction's writes.
    if (writes.keyNote) await noteGatewayKey(tx, sn, writes.keyNote);
    tx.update(ref, { state: writes.state });
    addToSummary(tx, systemId, count(device, { ...device, state: writes.state }), nowMs);
    const raised = writes.event;
    if (!raised) return null;
    tx.set(eventRef(systemId, raised.eventId), raised.event);
    return { eventId: raised.eventId, channels: raised.event.channels ?? [] };
  });
}

/**
 * Reads what the sweep needs of a system: every device (a gateway's own reports are its
 * `reportedAt`), as `asSweep` makes them (domain/offline.ts `sweepDevicesOf`).
 */
export async function readSweepDevices(systemId: string, asSweep: SweepReader): Promise<SweepDevice[]> {
  const snap = await db().collection(paths.devices(systemId)).get();
  const devices = snap.docs.flatMap((d) => {
    const p = DeviceSchema.safeParse({ sn: d.id, ...d.data() });
    return p.success ? [p.data] : [];
  });
  return asSweep(devices);
}

/**
 * Reads what a timer needs to check one device's presence the way the sweep would: a sensor with
 * the gateways its latest sample came through (two reads), a gateway with the sensors whose
 * latest sample it heard (its event names those heard only through it; its samples count as its
 * sightings): by gateway and by its key's list, so the check reads its own sensors, never the
 * whole system.
 * Empty when the device is gone.
 */
export async function readPresenceDevices(
  systemId: string,
  sn: string,
  asSweep: SweepReader,
  /** The gateways a sensor's latest sample came through (shared `gatewaysOfSample`). */
  gatewaysOf: (sample: Device['sample']) => string[],
): Promise<SweepDevice[]> {
  const snap = await db().doc(paths.device(systemId, sn)).get();
  const parsed = DeviceSchema.safeParse({ sn, ...snap.data() });
  if (!snap.exists || !parsed.success) return [];
  if (parsed.data.type === 'GATEWAY') {
    return asSweep([parsed.data, ...(await readSensorsHeardBy(systemId, sn))]);
  }
  const via = gatewaysOf(parsed.data.sample);
  const gateways = via.length ? await db().getAll(...via.map((g) => db().doc(paths.device(systemId, g)))) : [];
  const found = gateways.flatMap((g) => {
    const p = DeviceSchema.safeParse({ sn: g.id, ...g.data() });
    return g.exists && p.success ? [p.data] : [];
  });
  return asSweep([parsed.data, ...found]);
}

/**
 * The sensors whose latest sample a gateway heard: those it delivered (`sample.gatewaySn`, the
 * one sample field left indexed: docs/INDEXES.md), and those its key document lists as posted
 * for (`sensors`, kept by /ingest), which holds the ones whose latest sample another gateway
 * delivered and this one also heard (the sample's per-gateway map, whose key is a serial and so
 * cannot be queried). Both, because /ingest notes a gateway whose posts carry fresh samples only
 * every quarter of an hour (domain/gatewayHeard.ts): its sensors' samples say when it was last
 * heard, and the timer must read all of them to judge it as the sweep, which reads the whole
 * system, does. Not the whole system: a gateway's own sensors, read once per online window.
 */
async function readSensorsHeardBy(systemId: string, gatewaySn: string): Promise<Device[]> {
  const [delivered, key] = await Promise.all([
    db().collection(paths.devices(systemId)).where(new FieldPath('sample', 'gatewaySn'), '==', gatewaySn).get(),
    db().doc(paths.gatewayKey(gatewaySn)).get(),
  ]);
  const parsedKey = GatewayKeySchema.safeParse(key.data());
  const listed = parsedKey.success && parsedKey.data.systemId === systemId ? (parsedKey.data.sensors ?? []) : [];
  const read = new Set(delivered.docs.map((d) => d.id));
  const more = listed.filter((sn) => !read.has(sn)).map((sn) => db().doc(paths.device(systemId, sn)));
  const overheard = more.length > 0 ? await db().getAll(...more) : [];
  return [...delivered.docs, ...overheard].flatMap((d) => {
    const p = DeviceSchema.safeParse({ sn: d.id, ...d.data() });
    return d.exists && p.success && p.data.type === 'SENSOR' ? [p.data] : [];
  });
}

/**
 * Creates an event that answers an earlier one (a sensor's online event answers its offline
 * event) in a transaction: only when the answered event exists and this one does not yet, so a
 * re-delivered trigger does not raise it twice.
 */
export async function raiseAnsweringEvent(
  systemId: string,
  raised: RaisedEvent,
  answersEventId: string,
): Promise<CreatedEvent | null> {
  const ref = eventRef(systemId, raised.eventId);
  return runTransaction(async (tx) => {
    const [existing, answered] = await tx.getAll(ref, eventRef(systemId, answersEventId));
    if (existing.exists || !answered.exists) return null;
    tx.set(ref, raised.event);
    return { eventId: raised.eventId, channels: raised.event.channels ?? [] };
  });
}

/**
 * A gateway delivered samples: reads its device and commits what `plan` decides
 * (domain/presence.ts `planGatewaySeen`: its state, its key note, and an online event when it
 * was offline, built by the workflow; the summary counts as `count` decides), and returns the
 * event it created for the workflow to publish. A read per batch in steady state, a write only on the change. Optimistic, not a
 * transaction: the first deliveries of a burst all find the gateway not yet online, and a
 * transaction each would queue them on its document's lock (on the emulator, into "Transaction
 * lock timeout", holding up every write to the gateway's documents). One commit wins; the others
 * read again, find it online and write nothing.
 */
export async function markGatewaySeen(
  systemId: string,
  gatewaySn: string,
  nowMs: number,
  plan: (device: Device) => (PresenceWrites & { event?: () => Promise<RaisedEvent> }) | null,
  count: SummaryPlanner,
): Promise<CreatedEvent | null> {
  const ref = db().doc(paths.device(systemId, gatewaySn));
  const keyRef = db().doc(paths.gatewayKey(gatewaySn));
  return untilUnchanged(async (): Promise<CreatedEvent | null> => {
    const snap = await ref.get();
    if (!snap.exists) return null;
    const parsed = DeviceSchema.safeParse({ sn: gatewaySn, ...snap.data() });
    if (!parsed.success) return null;
    const device = parsed.data;
    const writes = plan(device);
    if (!writes) return null;
    const batch = db().batch();
    batch.update(ref, { state: writes.state }, { lastUpdateTime: snap.updateTime });
    addToSummary(batch, systemId, count(device, { ...device, state: writes.state }), nowMs);
    if (writes.keyNote) {
      const key = await keyRef.get();
      const note = writes.keyNote(key.exists ? key.data() : undefined);
      if (note) batch.update(keyRef, note, { lastUpdateTime: key.updateTime });
    }
    let raised: CreatedEvent | null = null;
    if (writes.event) {
      const { eventId, event } = await writes.event();
      batch.create(eventRef(systemId, eventId), event);
      raised = { eventId, channels: event.channels ?? [] };
    }
    await batch.commit();
    return raised;
  });
}
