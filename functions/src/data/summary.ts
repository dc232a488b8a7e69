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
 * Adds a change of the counts to `system.summary` inside the caller's transaction or batch, as
 * blind increments (no read of the system document, no query of its devices): the commit that
 * changes a device's state is the one that knows what changed, and it succeeds once per change.
 * `delta` is what the workflow's summary planner decided (domain/summary.ts `planSummaryChange`):
 * null writes nothing.
 */
export function addToSummary(tx: SummaryWriter, systemId: string, delta: SummaryDelta | null, nowMs: number): void {
  if (!delta) return;
  const summary: Record<string, unknown> = { updatedAt: nowMs };
  // Every count, zeros included: the first change of a system writes all six (a count never
  // changed reads 0, not missing).
  for (const [k, v] of Object.entries(delta)) summary[k] = FieldValue.increment(v);
  tx.set(db().doc(paths.system(systemId)), { summary }, { merge: true });
  meter.write(1);
}
