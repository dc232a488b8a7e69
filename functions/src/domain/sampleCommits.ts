import { utcDay, type Sample } from '@neuron/shared';

/** Most samples stored in one commit (history writes plus the day rollups stay under Firestore's 500). */
export const SAMPLES_PER_COMMIT = 400;

/** A device's samples in commit-sized runs, oldest first (a virtual's history: workflows/deviceChanged.ts). */
export function sampleChunks<T>(samples: readonly T[], perCommit = SAMPLES_PER_COMMIT): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < samples.length; i += perCommit) chunks.push(samples.slice(i, i + perCommit));
  return chunks;
}

/** How one sensor's batch is committed (data/sensorSamples.ts commits each chunk as planned). */
export interface SampleCommits<T> {
  /** The older samples, in commits of history and rollups only, oldest first (none for a small batch). */
  older: T[][];
  /** The newest samples, at most one commit's worth: they hold the newest sample, the one the device may take, and are committed with the device. */
  newest: T[];
}

/**
 * A batch cut into commits by time: the newest SAMPLES_PER_COMMIT go with the device's update,
 * and the older ones before them, in commits of history and rollups only, oldest first.
 */
export function planSampleCommits<T extends { time: number }>(
  samples: readonly T[],
  perCommit = SAMPLES_PER_COMMIT,
): SampleCommits<T> {
  const byTime = [...samples].sort((a, b) => a.time - b.time);
  const split = Math.max(0, byTime.length - perCommit);
  return { older: sampleChunks(byTime.slice(0, split), perCommit), newest: byTime.slice(split) };
}

/**
 * Whether samples go into history in the commit that writes their device (data/devicesVirtual.ts):
 * only when they fit one commit and every day rollup they change is one that was read (`readDays`).
 */
export function fitsOneCommit(samples: readonly Pick<Sample, 'time'>[], readDays: ReadonlySet<string>): boolean {
  return samples.length <= SAMPLES_PER_COMMIT && samples.every((s) => readDays.has(utcDay(s.time)));
}
