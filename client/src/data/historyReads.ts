// Counts the documents the history reads return (Firestore bills one read per document). A client
// wired to the emulators (dev, tests) exposes the count on window so browser tests can check a
// chart's cost; a deployed one does not.
import { useEmulators } from './backend';

let reads = 0;

/** Adds documents read by a history query (at least one: an empty answer still bills one read). */
export function countHistoryReads(docs: number): void {
  reads += Math.max(1, docs);
  if (useEmulators) (globalThis as { __neuronHistoryReads?: number }).__neuronHistoryReads = reads;
}
