import { parseStoredRollup, SampleSchema, samplePaths, type Rollup, type Sample } from '@neuron/shared';
import { FieldPath, type DocumentReference, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from './admin.js';
import { meter } from './meter.js';
import { untilUnchanged } from './optimistic.js';
import { paths } from './paths.js';
import type { HistoryPlanner } from '../domain/rollups.js';

export const rollupRef = (sid: string, sn: string, day: string): DocumentReference =>
  db().doc(paths.rollup(sid, sn, day));

/**
 * A stored rollup as read at `path` (shared parseStoredRollup, the one parser): a malformed one is
 * logged and taken as none (its day is counted again from new samples).
 */
export function storedRollup(data: unknown, path: string): Rollup | undefined {
  return parseStoredRollup(data, (issues) =>
    logger.error(`${path} is malformed; counted again from new samples`, { issues }),
  );
}

function parseSample(data: unknown): Sample | undefined {
  const parsed = SampleSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** The device's running rollup as stored on its document (`rollup`); undefined: none yet, or malformed (counted again from new samples). */
export function runningRollupOf(data: Record<string, unknown> | undefined, path: string): Rollup | undefined {
  return storedRollup(data?.rollup, `${path} (rollup)`);
}

/** A device's rollups as read before a chunk of its samples is counted. */
export interface RollupsRead {
  /** The device's running rollup, read with the device (runningRollupOf). */
  running: Rollup | undefined;
  /** The day documents of the chunk's other days (readRollupDocuments): none in steady state. */
  documents: readonly DocumentSnapshot[];
}

/**
 * Reads the day documents a chunk of samples needs beside the device's running rollup: the days
 * `planner.documentDays` names (shared rollups/runningRollup.ts), none when every sample falls on
 * the running day, so a steady-state sample reads no rollup.
 */
export async function readRollupDocuments(
  systemId: string,
  sn: string,
  running: Rollup | undefined,
  samples: readonly Pick<Sample, 'time'>[],
  planner: Pick<HistoryPlanner, 'rollupDays' | 'documentDays'>,
): Promise<DocumentSnapshot[]> {
  const days = planner.documentDays(running, planner.rollupDays(samples));
  if (days.length === 0) return [];
  const snaps = await db().getAll(...days.map((d) => rollupRef(systemId, sn, d)));
  meter.read(snaps.length);
  return snaps;
}

/** What planning a chunk of history into a commit added: the samples new to history, the writes, the running rollup. */
export interface HistoryPlan {
  /** Samples this commit adds to history (not a replay of a stored time): the ones to forward. */
  added: Sample[];
  /** History and day-document writes planned (the device's own write is the caller's). */
  writes: number;
  /** The device's new running rollup, for the caller to write with the device; undefined: unchanged. */
  running?: Rollup;
}

/**
 * Plans one device's samples (one per time, at most domain/sampleCommits.ts SAMPLES_PER_COMMIT) into `batch`, as
 * `planner` decides (domain/rollups.ts historyPlanner): history documents (id = sample time,
 * written blind) and the rollups: the running one is returned for the caller to write on the
 * device (on the device's precondition), each other day's document on the precondition that it is
 * still the version in `read.documents` (`create` when it did not exist), and a running rollup
 * replaced by a newer day written whole to its document (it was whole on the device, which the
 * caller's precondition guards). Reads the stored version only of samples that may be replays
 * (possiblyStored), and an hour's history only when a replay changed its min or max. Every
 * history write goes with its day's rollup in one commit, so an unchanged rollup also means
 * unchanged history for that day: a retried delivery finds the samples counted and does not count
 * them twice, and a replay with another value corrects the stats.
 */
export async function planHistoryAndRollups(
  batch: WriteBatch,
  systemId: string,
  sn: string,
  samples: readonly Sample[],
  read: RollupsRead,
  planner: HistoryPlanner,
): Promise<HistoryPlan> {
  const historyRef = (time: number) => db().doc(paths.sample(systemId, sn, time));
  const existing = new Map<string, Rollup>();
  for (const snap of read.documents) {
    const r = storedRollup(snap.data(), snap.ref.path);
    if (r) existing.set(snap.id, r);
  }
  if (read.running) existing.set(read.running.day, read.running);
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
    // By id: a history document's id is its time (shared samplePaths), so no index of `time` is needed.
    const hourSnap = await db()
      .collection(paths.samples(systemId, sn))
      .where(FieldPath.documentId(), '>=', samplePaths.id(from))
      .where(FieldPath.documentId(), '<', samplePaths.id(to))
      .get();
    meter.read(Math.max(1, hourSnap.size));
    const storedHour = hourSnap.docs.flatMap((d) => parseSample(d.data()) ?? []);
    const rollup = plan.rollups.get(day);
    if (rollup) plan.rollups.set(day, planner.recountHour(rollup, hour, storedHour, plan.history));
  }
  // As history keeps it (with the moment its TTL policy deletes it; rollups carry none: kept).
  for (const sample of plan.history) batch.set(historyRef(sample.time), planner.historyDocument(sample));
  const placed = planner.place(read.running, plan.rollups);
  const snaps = new Map(read.documents.map((s) => [s.id, s]));
  for (const [day, rollup] of placed.documents) {
    const snap = snaps.get(day);
    // A top-level update replaces each field whole: the same as a set of the full rollup.
    if (snap?.updateTime) batch.update(snap.ref, { ...rollup }, { lastUpdateTime: snap.updateTime });
    else if (snap) batch.create(snap.ref, rollup);
    else batch.set(rollupRef(systemId, sn, day), rollup);
  }
  return {
    added: plan.history.filter((h) => !stored.has(h.time)),
    writes: plan.history.length + placed.documents.size,
    ...(placed.runningChanged && placed.running ? { running: placed.running } : {}),
  };
}

/**
 * Writes one device's samples into history and its rollups in one atomic commit, without a
 * transaction (planHistoryAndRollups): reads the device (its running rollup) and the day documents
 * of the other days; writes the device's running rollup when it changes, on the precondition that
 * the device is still the version read. A conflict (another delivery counted samples meanwhile)
 * reads and plans again. Used where the device's latest sample is not written in the same commit:
 * a virtual sensor's samples that did not fit its update, and the earlier chunks of a batch larger
 * than one commit. Returns the samples this commit added to history (the ones to forward); none
 * when the device is gone.
 */
export async function storeHistoryAndRollups(
  systemId: string,
  sn: string,
  samples: readonly Sample[],
  planner: HistoryPlanner,
): Promise<Sample[]> {
  if (samples.length === 0) return [];
  const deviceRef = db().doc(paths.device(systemId, sn));
  return untilUnchanged(async () => {
    const device = await deviceRef.get();
    meter.read(1);
    if (!device.exists || !device.updateTime) return [];
    const running = runningRollupOf(device.data(), device.ref.path);
    const documents = await readRollupDocuments(systemId, sn, running, samples, planner);
    const batch = db().batch();
    const plan = await planHistoryAndRollups(batch, systemId, sn, samples, { running, documents }, planner);
    if (plan.running) batch.update(deviceRef, { rollup: plan.running }, { lastUpdateTime: device.updateTime });
    await batch.commit();
    meter.write(plan.writes + (plan.running ? 1 : 0));
    return plan.added;
  });
}
