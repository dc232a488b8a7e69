import { foldSummaryDeltas } from '../data/summary.js';
import { foldDeltas, SUMMARY_FOLD_BATCH, summaryFoldDueAt } from '../domain/summary.js';
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
