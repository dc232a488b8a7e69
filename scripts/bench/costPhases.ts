// What the cost bench's report makes of one phase's writes (scripts/bench/costReport.ts): what
// kind of document each was, and the busiest documents per second.

/** What the emulators logged in one phase of the cost bench (scripts/bench/costReport.ts CostLog). */
export interface Phase {
  runs: Record<string, number>;
  meterReads: number;
  meterWrites: number;
  reads: number;
  /** Each document written, with the moments its commits succeeded. */
  writes: Map<string, number[]>;
}

/**
 * A phase's writes by what they wrote: history documents, the devices whose history was written
 * (their latest sample and running rollup), day rollup documents, the devices written without
 * history of their own (in the steady phase, the gateways' once-a-minute notes of being heard),
 * and everything else.
 */
export function writesByKind(writes: ReadonlyMap<string, number[]>) {
  const sampled = new Set(
    [...writes.keys()].flatMap((p) => (p.includes('/samples/') ? [p.split('/samples/')[0]] : [])),
  );
  const out = { history: 0, devices: 0, rollups: 0, unsampled: 0, other: 0 };
  for (const [path, at] of writes) {
    const kind = path.includes('/samples/')
      ? 'history'
      : path.includes('/rollups/')
        ? 'rollups'
        : sampled.has(path)
          ? 'devices'
          : /^system\/[^/]+\/devices\/[^/]+$/.test(path)
            ? 'unsampled'
            : 'other';
    out[kind] += at.length;
  }
  return out;
}

/** The busiest documents of a phase: the most writes in any one second, and per second averaged over the phase. */
export function hotDocuments(p: Phase, top = 5) {
  const times = [...p.writes.values()].flat();
  const seconds = times.length ? Math.max(1, (Math.max(...times) - Math.min(...times)) / 1000) : 1;
  const docs = [...p.writes].map(([path, at]) => {
    const perSecond = new Map<number, number>();
    for (const t of at) perSecond.set(Math.floor(t / 1000), (perSecond.get(Math.floor(t / 1000)) ?? 0) + 1);
    return { path, writes: at.length, peak: Math.max(...perSecond.values()), average: at.length / seconds };
  });
  docs.sort((a, b) => b.peak - a.peak || b.writes - a.writes);
  return { seconds, documents: p.writes.size, writes: times.length, top: docs.slice(0, top) };
}
