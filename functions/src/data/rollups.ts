import { RollupSchema, SampleSchema, type Rollup, type Sample } from '@neuron/shared';
import type { DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from './admin.js';
import { meter } from './meter.js';
import { paths } from './paths.js';
import { hourRange, planRollups, possiblyStored, recountHour, rollupDay } from '../domain/rollups.js';

/** system/{sid}/devices/{sn}/rollups/{day} */
export const rollupPath = (sid: string, sn: string, day: string) => `${paths.device(sid, sn)}/rollups/${day}`;

export const rollupRef = (sid: string, sn: string, day: string): DocumentReference =>
  db().doc(rollupPath(sid, sn, day));

/** Most samples stored in one commit (history writes plus the rollups stay under Firestore's 500). */
export const SAMPLES_PER_COMMIT = 400;

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

/**
 * Writes one device's samples (one per time, at most SAMPLES_PER_COMMIT) into history and the
 * day rollups, in one short transaction: it reads the rollups of the days touched, and the stored
 * version only of samples that may be replays (possiblyStored); history is written blind. So
 * history and rollups change together: a retried delivery finds the samples counted and does
 * not count them twice, and a replay with another value corrects the stats.
 */
export async function storeHistoryAndRollups(systemId: string, sn: string, samples: readonly Sample[]): Promise<void> {
  if (samples.length === 0) return;
  const days = [...new Set(samples.map((s) => rollupDay(s.time)))];
  const historyRef = (time: number) => db().doc(paths.sample(systemId, sn, time));
  await db().runTransaction(async (tx) => {
    const rollupSnaps = await tx.getAll(...days.map((d) => rollupRef(systemId, sn, d)));
    meter.read(rollupSnaps.length);
    const existing = new Map<string, Rollup>();
    for (const snap of rollupSnaps) {
      const r = parseRollup(snap.id, snap.data(), snap.ref.path);
      if (r) existing.set(snap.id, r);
    }
    const maybe = possiblyStored(existing, samples);
    const stored = new Map<number, Sample>();
    if (maybe.length > 0) {
      const snaps = await tx.getAll(...maybe.map((s) => historyRef(s.time)));
      meter.read(snaps.length);
      for (const snap of snaps) {
        const s = snap.exists ? parseSample(snap.data()) : undefined;
        if (s) stored.set(s.time, s);
      }
    }
    const plan = planRollups(existing, samples, stored);
    for (const { day, hour } of plan.recount) {
      const [from, to] = hourRange(day, hour);
      const hourSnap = await tx.get(
        db()
          .collection(`${paths.device(systemId, sn)}/samples`)
          .where('time', '>=', from)
          .where('time', '<', to),
      );
      meter.read(Math.max(1, hourSnap.size));
      const storedHour = hourSnap.docs.flatMap((d) => parseSample(d.data()) ?? []);
      const rollup = plan.rollups.get(day);
      if (rollup) plan.rollups.set(day, recountHour(rollup, hour, storedHour, plan.history));
    }
    for (const sample of plan.history) tx.set(historyRef(sample.time), sample);
    for (const [day, rollup] of plan.rollups) tx.set(rollupRef(systemId, sn, day), rollup);
    meter.write(plan.history.length + plan.rollups.size);
  });
}
