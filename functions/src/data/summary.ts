import { FieldValue, type DocumentReference, type SetOptions } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { meter } from './meter.js';
import { paths } from './paths.js';
import type { SummaryDelta } from '../domain/summary.js';

/** What the summary increments need of a transaction or a write batch: a merging set. */
export interface SummaryWriter {
  set(ref: DocumentReference, data: Record<string, unknown>, options: SetOptions): unknown;
}

/**
 * Adds a change of the counts to the system's summary (`system/{sid}/summary/counts`) inside the
 * caller's transaction or batch, as blind increments (no read of the summary, no query of the
 * devices): the commit that changes a device's state is the one that knows what changed, and it
 * succeeds once per change. `delta` is what the workflow's summary planner decided (domain/summary.ts
 * `planSummaryChange`), or a batch's changes added up (`sumDeltas`): null writes nothing.
 */
export function addToSummary(tx: SummaryWriter, systemId: string, delta: SummaryDelta | null, nowMs: number): void {
  if (!delta) return;
  const summary: Record<string, unknown> = { updatedAt: nowMs };
  // Every count, zeros included: the first change of a system writes all of them (a count never
  // changed reads 0, not missing).
  for (const [k, v] of Object.entries(delta)) summary[k] = FieldValue.increment(v);
  tx.set(db().doc(paths.summary(systemId)), summary, { merge: true });
  meter.write(1);
}

/** Commits a change of the counts on its own (a delivered batch's changes, added up): one write. */
export async function commitSummaryChange(systemId: string, delta: SummaryDelta | null, nowMs: number): Promise<void> {
  if (!delta) return;
  const batch = db().batch();
  addToSummary(batch, systemId, delta, nowMs);
  await batch.commit();
}
