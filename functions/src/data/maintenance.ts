import { BoundedMaintenanceWindowSchema, EventSchema, type MaintenanceWindow } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { meter } from './meter.js';
import { paths } from './paths.js';
import type { HeldEvent, HeldEventFields } from '../domain/maintenance.js';

/** A stored maintenance window. */
export interface StoredWindow {
  id: string;
  window: MaintenanceWindow;
}

/**
 * The system's maintenance windows; a malformed one, or one past the bounds (a repeat without
 * end, one covering most of the time: saved before the bounds held), is logged and skipped, so
 * it holds nothing.
 */
export async function listMaintenanceWindows(systemId: string): Promise<StoredWindow[]> {
  const snap = await db().collection(paths.maintenanceWindows(systemId)).get();
  meter.read(Math.max(1, snap.size));
  return snap.docs.flatMap((d) => {
    const parsed = BoundedMaintenanceWindowSchema.safeParse(d.data());
    if (parsed.success) return [{ id: d.id, window: parsed.data }];
    logger.error(`maintenance window ${systemId}/${d.id} is invalid and is ignored`, {
      issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    });
    return [];
  });
}

/** Marks an event as held by a window's occurrence, with the fields domain/maintenance.ts `heldEventFields` gives. */
export async function markEventHeld(systemId: string, eventId: string, fields: HeldEventFields): Promise<void> {
  await db()
    .doc(paths.event(systemId, eventId))
    .update({ ...fields });
  meter.write(1);
}

/**
 * Claims the summary of a window's occurrence ending at `end` in a transaction over the window:
 * `due` (domain/maintenance.ts) decides from the window as read; true for the one caller that then
 * moves `summarizedEnd` up to it (a second sweep, or a concurrent one, gets false).
 */
export async function claimMaintenanceSummary(
  systemId: string,
  windowId: string,
  end: number,
  due: (summarizedEnd: unknown, end: number) => boolean,
): Promise<boolean> {
  const ref = db().doc(paths.maintenanceWindow(systemId, windowId));
  return runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    meter.read(1);
    if (!snap.exists || !due(snap.get('summarizedEnd'), end)) return false;
    tx.update(ref, { summarizedEnd: end });
    meter.write(1);
    return true;
  });
}

/**
 * Undoes a claim of the occurrence ending at `end` (its summary could not be sent): the window's
 * `summarizedEnd` goes back to `previous` if it still holds that claim, so the next run sends it.
 */
export async function releaseMaintenanceSummary(
  systemId: string,
  windowId: string,
  end: number,
  previous: number | null | undefined,
): Promise<void> {
  const ref = db().doc(paths.maintenanceWindow(systemId, windowId));
  await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    meter.read(1);
    if (!snap.exists || snap.get('summarizedEnd') !== end) return;
    tx.update(ref, { summarizedEnd: previous ?? FieldValue.delete() });
    meter.write(1);
  });
}

/** The events held by a window's occurrence ending at `end`, or by any of its occurrences (no `end`). */
export async function readHeldEvents(systemId: string, windowId: string, end?: number): Promise<HeldEvent[]> {
  const byWindow = db().collection(paths.events(systemId)).where('maintenance.windowId', '==', windowId);
  const snap = await (end === undefined ? byWindow : byWindow.where('maintenance.end', '==', end)).get();
  meter.read(Math.max(1, snap.size));
  return snap.docs.flatMap((d) => {
    const p = EventSchema.safeParse(d.data());
    return p.success ? [{ id: d.id, ...p.data }] : [];
  });
}

/** Marks held events as listed by a summary sent before their window's end (edited or removed). */
export async function markHeldSummarized(systemId: string, eventIds: readonly string[]): Promise<void> {
  if (eventIds.length === 0) return;
  const batch = db().batch();
  for (const id of eventIds) batch.update(db().doc(paths.event(systemId, id)), 'maintenance.summarized', true);
  await batch.commit();
  meter.write(eventIds.length);
}

/** Marks held events released: the deliver path sends them now. */
export async function releaseHeldEvents(systemId: string, eventIds: readonly string[]): Promise<void> {
  if (eventIds.length === 0) return;
  const batch = db().batch();
  for (const id of eventIds) batch.update(db().doc(paths.event(systemId, id)), 'maintenance.released', true);
  await batch.commit();
  meter.write(eventIds.length);
}
