// Writes the demo's seven days of history and their day rollups as storing samples writes them
// (the functions' own planner: rollup arithmetic, day keys, history documents with their TTL
// field), once: a device whose history already reaches back that far is left alone.
import { rollupDay, samplePaths, type Sample } from '@neuron/shared';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { historyPlanner, planRollups } from '../../functions/src/domain/rollups.js';
import { DEMO_SYSTEM_ID } from './demoData.js';
import { demoHistory } from './demoHistory.js';

/** Set to 0 (the demo stack's test) to leave the seven days of history out: the seed is most of a start's time. */
export const DEMO_HISTORY_ENV = 'NEURON_DEMO_HISTORY';

/**
 * The documents seeding one device's history writes: each sample's history document as the sample
 * path writes it (historyPlanner.historyDocument: sightings compacted, `expireAt` for the raw
 * history's TTL) and the day rollups under the product's day key (rollupDay). Samples of the days
 * in `keptDays` (which have a rollup already) are left out.
 */
export function demoHistoryWrites(
  device: string,
  samples: readonly Sample[],
  keptDays: ReadonlySet<string>,
): { path: string; data: Record<string, unknown> }[] {
  const fresh = samples.filter((s) => !keptDays.has(rollupDay(s.time)));
  const plan = planRollups(new Map(), fresh, new Map<number, Sample>());
  return [
    ...plan.history.map((s) => ({
      path: `${device}/samples/${samplePaths.id(s.time)}`,
      data: historyPlanner.historyDocument(s),
    })),
    ...[...plan.rollups].map(([day, rollup]) => ({ path: `${device}/rollups/${day}`, data: rollup })),
  ];
}

/**
 * Writes the seeded history of every demo device (or of `only` those) that has none that old;
 * returns how many samples were written. `days`: how far back (the demo's seven unless asked).
 */
export async function seedDemoHistory(
  db: Firestore,
  nowMs = Date.now(),
  { days, only }: { days?: number; only?: readonly string[] } = {},
): Promise<number> {
  if (process.env[DEMO_HISTORY_ENV] === '0') return 0;
  const history = demoHistory(nowMs, days);
  const writer = db.bulkWriter();
  let written = 0;
  for (const [sn, samples] of history) {
    if (only && !only.includes(sn)) continue;
    const device = `system/${DEMO_SYSTEM_ID}/devices/${sn}`;
    const first = samples[0];
    if (!first) continue;
    // By id, which is the sample time (shared samplePaths): no index of `time` needed.
    const existing = await db
      .collection(`${device}/samples`)
      .where(FieldPath.documentId(), '<=', samplePaths.id(first.time))
      .limit(1)
      .get();
    if (!existing.empty) continue;
    // Days that have a rollup already (live samples of today, say: the running rollup on the device,
    // or a day document) keep theirs and get no seeded samples.
    const keptDays = new Set((await db.collection(`${device}/rollups`).listDocuments()).map((d) => d.id));
    const running: unknown = (await db.doc(device).get()).get('rollup.day');
    if (typeof running === 'string') keptDays.add(running);
    for (const { path, data } of demoHistoryWrites(device, samples, keptDays)) {
      void writer.set(db.doc(path), data);
      if (path.startsWith(`${device}/samples/`)) written++;
    }
  }
  await writer.close();
  return written;
}

/**
 * Only the day rollups of the seeded history of some demo devices (what forecasts and early
 * warnings read), without the thousands of sample documents: for tests that need a trend quickly.
 */
export async function seedDemoRollups(db: Firestore, sns: readonly string[], nowMs = Date.now()): Promise<void> {
  const history = demoHistory(nowMs);
  const writes = sns.flatMap((sn) => {
    const { rollups } = planRollups(new Map(), history.get(sn) ?? [], new Map<number, Sample>());
    return [...rollups].map(([day, r]) => db.doc(`system/${DEMO_SYSTEM_ID}/devices/${sn}/rollups/${day}`).set(r));
  });
  await Promise.all(writes);
}
