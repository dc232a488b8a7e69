import { isSensorErrorCode, type Rollup, type Sample, type ValueStats } from '@neuron/shared';

/** UTC day of a moment, YYYY-MM-DD: the rollup document id. */
export function rollupDay(timeMs: number): string {
  return new Date(timeMs).toISOString().slice(0, 10);
}

/** UTC hour of a moment, "0".."23": the hourly bucket key. */
export function rollupHour(timeMs: number): string {
  return String(new Date(timeMs).getUTCHours());
}

/** Running stats with one more value. */
export function addToStats(stats: ValueStats | undefined, value: number): ValueStats {
  if (!stats) return { min: value, max: value, sum: value, count: 1 };
  return {
    min: Math.min(stats.min, value),
    max: Math.max(stats.max, value),
    sum: stats.sum + value,
    count: stats.count + 1,
  };
}

/** Mean of running stats, or null when nothing was counted. */
export function meanOf(stats: ValueStats): number | null {
  return stats.count === 0 ? null : stats.sum / stats.count;
}

/** Values of a sample that count in a rollup, by index: measurements only (no gaps, no error codes). */
export function measuredValues(sample: Pick<Sample, 'values'>): [string, number][] {
  return sample.values.flatMap((v, i): [string, number][] =>
    v == null || isSensorErrorCode(v) ? [] : [[String(i), v]],
  );
}

/**
 * Adds samples to the day rollups they fall in, incrementally (no history re-read): returns the
 * rollups to write, keyed by day. `existing` holds the stored rollup of each day touched, if any.
 * The caller passes only samples not stored before, so a repeated delivery is not counted twice.
 */
export function applySamplesToRollups(
  existing: ReadonlyMap<string, Rollup>,
  samples: readonly Pick<Sample, 'time' | 'values'>[],
): Map<string, Rollup> {
  const out = new Map<string, Rollup>();
  for (const sample of samples) {
    const measured = measuredValues(sample);
    if (measured.length === 0) continue;
    const day = rollupDay(sample.time);
    const hour = rollupHour(sample.time);
    const base = out.get(day) ?? existing.get(day) ?? { day, values: {}, hours: {} };
    const values = { ...base.values };
    const bucket = { ...(base.hours[hour] ?? {}) };
    for (const [index, v] of measured) {
      values[index] = addToStats(values[index], v);
      bucket[index] = addToStats(bucket[index], v);
    }
    out.set(day, { day, values, hours: { ...base.hours, [hour]: bucket } });
  }
  return out;
}
