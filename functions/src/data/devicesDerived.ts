import { DeviceSchema, NEVER_HEARD_STATE, type Device } from '@neuron/shared';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from './admin.js';
import { paths } from './paths.js';
import { countDeviceChange } from './summary.js';

/** A device snapshot's data parsed, or undefined when it is missing or malformed (logged). */
export function parseDevice(sn: string, data: Record<string, unknown> | undefined): Device | undefined {
  if (!data) return undefined;
  const parsed = DeviceSchema.safeParse({ sn, ...data });
  if (parsed.success) return parsed.data;
  logger.error(`device ${sn} is malformed`, {
    issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
  });
  return undefined;
}

/**
 * A device was created: it gets the never-heard state and is counted in the system summary, in
 * one transaction. A device that has a state already (a redelivered event, or its first sample
 * came first and counted it) is left alone, so it is counted once.
 */
export async function countNewDevice(systemId: string, sn: string, nowMs: number): Promise<void> {
  const ref = db().doc(paths.device(systemId, sn));
  await db().runTransaction(async (tx) => {
    const device = parseDevice(sn, (await tx.get(ref)).data());
    if (!device || device.state) return;
    tx.update(ref, { state: NEVER_HEARD_STATE });
    countDeviceChange(tx, systemId, device, { ...device, state: NEVER_HEARD_STATE }, nowMs);
  });
}

/** When a removed device was made and removed (from the event), and when the removal is counted. */
export interface RemovalTimes {
  createdAtMs: number;
  removedAtMs: number;
  nowMs: number;
}

/**
 * A device was removed: it leaves the summary counts. `eventId` makes it happen once: a marker
 * under the system records each removal counted (at-least-once delivery may repeat the event).
 */
export async function uncountRemovedDevice(
  systemId: string,
  removed: Device,
  eventId: string,
  { createdAtMs, removedAtMs, nowMs }: RemovalTimes,
): Promise<void> {
  const marker = db().doc(`${paths.system(systemId)}/summaryChanges/${eventId}`);
  const systemRef = db().doc(paths.system(systemId));
  // A system removed, or made again since (its counts started over): nothing to take out. The
  // device's own creation time decides it too: a removal event delivered late (or without a
  // time) of a device older than the system document belonged to an earlier system of that id.
  const countsIt = (system: DocumentSnapshot) => {
    const systemCreated = system.createTime?.toMillis() ?? 0;
    return system.exists && systemCreated <= removedAtMs && systemCreated <= createdAtMs;
  };
  // A plain read first: the devices of a removed system (a whole system deleted at once) are
  // let go without a transaction each.
  if (!countsIt(await systemRef.get())) return;
  await db().runTransaction(async (tx) => {
    const [done, system] = await tx.getAll(marker, systemRef);
    if (done.exists || !countsIt(system)) return;
    tx.create(marker, { sn: removed.sn, time: nowMs });
    countDeviceChange(tx, systemId, removed, undefined, nowMs);
  });
}

/**
 * Records when a device's formulas changed (docs/DATA_MODEL.md, configChanges): `next` turns the
 * stored list into the new one (a domain decision), in a transaction; no write when it is equal.
 */
export async function writeConfigChanges(
  systemId: string,
  sn: string,
  next: (stored: number[] | undefined) => number[],
): Promise<void> {
  const ref = db().doc(paths.device(systemId, sn));
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return;
    const stored = parseDevice(sn, snap.data())?.configChanges;
    const changes = next(stored);
    if (JSON.stringify(changes) !== JSON.stringify(stored ?? [])) tx.update(ref, { configChanges: changes });
  });
}
