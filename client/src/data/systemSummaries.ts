import { doc, onSnapshot } from 'firebase/firestore';
import { SystemSummarySchema, type SystemSummary } from '@neuron/shared';
import { firebase } from './firebaseApp';

/** A system's device counts: their own document, kept by the functions (docs/DATA_MODEL.md). */
function summaryRef(systemId: string) {
  return doc(firebase().db, 'system', systemId, 'summary', 'counts');
}

/** Live counts of the systems listed (one listener each), for `watchSystemsForUser` to merge in. */
export interface SummaryFollower {
  /** Listens to the counts of exactly these systems (new ones start, dropped ones stop). */
  follow(systemIds: readonly string[]): void;
  /** The counts of a system as last heard; undefined before the first or when it has none yet. */
  summaryOf(systemId: string): SystemSummary | undefined;
  /** Whether every followed system's counts have answered at least once (with counts, none, or a failure). */
  settled(): boolean;
  stop(): void;
}

/**
 * Follows the counts of the listed systems; `onChange` hears of every change. The counts moved off
 * the system document so that the sample path never writes the document membership lives on: a
 * count's change reaches only these listeners, never the systems query.
 */
export function followSummaries(onChange: () => void): SummaryFollower {
  const summaries = new Map<string, SystemSummary | undefined>();
  const unsubs = new Map<string, () => void>();
  const heard = (systemId: string, summary: SystemSummary | undefined) => {
    summaries.set(systemId, summary);
    onChange();
  };
  return {
    follow(systemIds) {
      const wanted = new Set(systemIds);
      for (const [id, unsub] of unsubs) {
        if (wanted.has(id)) continue;
        unsub();
        unsubs.delete(id);
        summaries.delete(id);
      }
      for (const id of wanted) {
        if (unsubs.has(id)) continue;
        unsubs.set(
          id,
          onSnapshot(
            summaryRef(id),
            // A count gone wrong (below zero after a race with a removal) reads as no counts.
            (snap) => heard(id, SystemSummarySchema.safeParse(snap.data()).data),
            (error) => {
              console.error(`counts of system ${id}: listener failed`, error);
              heard(id, undefined);
            },
          ),
        );
      }
    },
    summaryOf: (systemId) => summaries.get(systemId),
    settled: () => [...unsubs.keys()].every((id) => summaries.has(id)),
    stop() {
      unsubs.forEach((u) => u());
      unsubs.clear();
    },
  };
}
