import { RollupSchema, SampleSchema, type Rollup, type Sample } from '@neuron/shared';
import type { DocumentReference, DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from './admin.js';
import { meter } from './meter.js';
import { untilUnchanged } from './optimistic.js';
import { paths } from './paths.js';
import type { HistoryPlanner } from '../domain/rollups.js';

export const rollupRef = (sid: string, sn: string, day: string): DocumentReference =>
  db().doc(paths.rollup(sid, sn, day));

function parseRollup(day: string, data: unknown, path: string): Rollup | undefined {
  if (data === undefined) return undefined;
  const parsed = RollupSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  logger.error(`${path} is malformed; counted again from new samples`, { issues: parsed.error.issues.length, day });
  return undefined;
}

function parseSample(data: unknown): Sample | undefined {
  const parsed = SampleSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** What planning a chunk of history into a commit added: the samples new to history, and the writes. */
export interface HistoryPlan {
  /** Samples this commit adds to history (not a replay of a stored time): the ones to forward. */
  added: Sample[];
  writes: number;
}

/**
 * Plans one device's samples (one per time, at most domain/sampleCommits.ts SAMPLES_PER_COMMIT) into `batch`, as
 * `planner` decides (domain/rollups.ts historyPlanner): history documents (id = sample time,
 * written blind) and the day rollups, each rollup on the precondition that it is still the
 * version in `rollupSnaps` (`create` when it did not exist). Reads the stored version only of
 * samples that may be replays (possiblyStored), and an hour's history only when a replay changed
 * its min or max. Every history write goes with its day's
 * rollup in one commit, so an unchanged rollup also means unchanged history for that day: a
 * retried delivery finds the samples counted and does not count them twice, and a replay with
 * another value corrects the stats.
 */
export async function planHistoryAndRollups(
  batch: WriteBatch,
  systemId: string,
  sn: string,
  samples: readonly Sample[],
  rollupSnaps: readonly DocumentSnapshot[],
  planner: HistoryPlanner,
): Promise<HistoryPlan> {
  const historyRef = (time: number) => db().doc(paths.sample(systemId, sn, time));
  const existing = new Map<string, Rollup>();
  for (const snap of rollupSnaps) {
    const r = parseRollup(snap.id, snap.data(), snap.ref.path);
    if (r) existing.set(snap.id, r);
  }
  const maybe = planner.possiblyStored(existing, samples);
  const stored = new Map<number, Sample>();
  if (maybe.length > 0) {
    const snaps = await db().getAll(...maybe.map((s) => historyRef(s.time)));
    meter.read(snaps.length);
    for (const snap of snaps) {
      const s = snap.exists ? parseSample(snap.data()) : undefined;
      if (s) stored.set(s.time, s);
    }
  }
  const plan = planner.planRollups(existing, samples, stored);
  for (const { day, hour } of plan.recount) {
    const [from, to] = planner.hourRange(day, hour);
    const hourSnap = await db()
      .collection(paths.samples(systemId, sn))
      .where('time', '>=', from)
      .where('time', '<', to)
      .get();
    meter.read(Math.max(1, hourSnap.size));
    const storedHour = hourSnap.docs.flatMap((d) => parseSample(d.data()) ?? []);
    const rollup = plan.rollups.get(day);
    if (rollup) plan.rollups.set(day, planner.recountHour(rollup, hour, storedHour, plan.history));
  }
  // Each raw sample carries the moment its TTL policy deletes it (rollups carry none: kept).
  for (const sample of plan.history)
    batch.set(historyRef(sample.time), { ...sample, expireAt: planner.expireAt(sample.time) });
  for (const snap of rollupSnaps) {
    const rollup = plan.rollups.get(snap.id);
    if (!rollup) continue;
    // A top-level update replaces each field whole: the same as a set of the full rollup.
    if (snap.updateTime) batch.update(snap.ref, { ...rollup }, { lastUpdateTime: snap.updateTime });
    else batch.create(snap.ref, rollup);
  }
  return {
    added: plan.history.filter((h) => !stored.has(h.time)),
    writes: plan.history.length + plan.rollups.size,
  };
}

/** The day rollup documents a chunk of samples touches (the days as `history` says). */
export function rollupRefsOf(
  systemId: string,
  sn: string,
  samples: readonly Pick<Sample, 'time'>[],
  history: Pick<HistoryPlanner, 'rollupDays'>,
): DocumentReference[] {
  return history.rollupDays(samples).map((d) => rollupRef(systemId, sn, d));
}

/**
 * Writes one device's samples into history and the day rollups in one atomic commit, without a
 * transaction (planHistoryAndRollups); a conflict (another delivery counted samples meanwhile)
 * reads and plans again. Used where the device itself is not written in the same commit: a
 * virtual sensor's sample, and the earlier chunks of a batch larger than one commit.
 * Returns the samples this commit added to history (the ones to forward).
 */
export async function storeHistoryAndRollups(
  systemId: string,
  sn: string,
  samples: readonly Sample[],
  planner: HistoryPlanner,
): Promise<Sample[]> {
  if (samples.length === 0) return [];
  return untilUnchanged(async () => {
    const rollupSnaps = await db().getAll(...rollupRefsOf(systemId, sn, samples, planner));
    meter.read(rollupSnaps.length);
    const batch = db().batch();
    const plan = await planHistoryAndRollups(batch, systemId, sn, samples, rollupSnaps, planner);
    await batch.commit();
    meter.write(plan.writes);
    return plan.added;
  });
}
