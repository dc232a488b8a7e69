import { commitSummaryChange, foldSummaryDeltas, readCountsAtOnce } from '../data/summary.js';
import { foldDeltas, planRecount, SUMMARY_FOLD_BATCH, summaryFoldDueAt, type SummaryDelta } from '../domain/summary.js';
import { setTimer } from './timerSetting.js';

// The system's counts, folded (domain/summary.ts): every change is a delta document of its own,
// and one timer per system and period adds them into summary/counts in one write.

/**
 * A change of a system's counts was recorded (`onSummaryDelta`): its fold is queued for the end of
 * the period, once per system and period whatever the number of changes (the timer's id dedupes).
 */
export async function summaryChanged(systemId: string, nowMs: number): Promise<void> {
  await setTimer({ kind: 'summary', systemId, dueAt: summaryFoldDueAt(nowMs), hops: 0 });
}

/** Folds the system's pending changes of the counts into summary/counts (its timer, and the sweep's safety net). */
export async function foldSummary(systemId: string, nowMs: number): Promise<number> {
  return foldSummaryDeltas(systemId, nowMs, foldDeltas, SUMMARY_FOLD_BATCH);
}

/**
 * Repairs a system's counts from its devices (`npm run recount`, docs/DEPLOY.md): the difference
 * between what the devices count and what the counts will be once every recorded change is folded
 * (domain/summary.ts `planRecount`, read at one moment) is recorded as one more delta and folded at
 * once. Returns that correction (null: the counts were right).
 */
export async function recountSummary(systemId: string, nowMs: number): Promise<SummaryDelta | null> {
  const read = await readCountsAtOnce(systemId);
  const correction = planRecount(read.devices, read.counts, read.deltas);
  await commitSummaryChange(systemId, correction, nowMs);
  await foldSummary(systemId, nowMs);
  return correction;
}
