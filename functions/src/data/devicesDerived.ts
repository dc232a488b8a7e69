import { DeviceSchema, type Device } from '@neuron/shared';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { paths } from './paths.js';
import { addToSummary } from './summary.js';
import type { NewDeviceWrites, RemovalPlanner, SystemAge } from '../domain/summary.js';

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

/** Decides what a created device is given (domain/summary.ts planNewDevice); null: nothing. */
export type NewDevicePlanner = (device: Device) => NewDeviceWrites | null;

/**
 * A device was created: it gets the state `plan` decides and is counted in the system summary as
 * it says, in one transaction over the device (nothing when it is gone or `plan` says null).
 */
export async function countNewDevice(
  systemId: string,
  sn: string,
  plan: NewDevicePlanner,
  nowMs: number,
): Promise<void> {
  const ref = db().doc(paths.device(systemId, sn));
  await runTransaction(async (tx) => {
    const device = parseDevice(sn, (await tx.get(ref)).data());
    const writes = device ? plan(device) : null;
    if (!writes) return;
    tx.update(ref, { state: writes.state });
    addToSummary(tx, systemId, writes.summary, nowMs);
  });
}

/** A system as its document was read: whether it exists and when it was made (0 when unknown). */
function systemAge(system: DocumentSnapshot): SystemAge {
  return { exists: system.exists, createdAtMs: system.createTime?.toMillis() ?? 0 };
}

/**
 * A device was removed: it leaves the summary counts as `plan` decides from its system as read
 * (domain/summary.ts removalPlanner; null: the removal is not this system's to count). `eventId`
 * makes it happen once: a marker under the system records each removal counted (at-least-once
 * delivery may repeat the event).
 */
export async function uncountRemovedDevice(
  systemId: string,
  sn: string,
  eventId: string,
  plan: RemovalPlanner,
  nowMs: number,
): Promise<void> {
  const marker = db().doc(paths.summaryChange(systemId, eventId));
  const systemRef = db().doc(paths.system(systemId));
  // A plain read first: the devices of a removed system (a whole system deleted at once) are
  // let go without a transaction each.
  if (!plan(systemAge(await systemRef.get()))) return;
  await runTransaction(async (tx) => {
    const [done, system] = await tx.getAll(marker, systemRef);
    const writes = done.exists ? null : plan(systemAge(system));
    if (!writes) return;
    tx.create(marker, { sn, time: nowMs });
    addToSummary(tx, systemId, writes.summary, nowMs);
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
  await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return;
    const stored = parseDevice(sn, snap.data())?.configChanges;
    const changes = next(stored);
    if (JSON.stringify(changes) !== JSON.stringify(stored ?? [])) tx.update(ref, { configChanges: changes });
  });
}
