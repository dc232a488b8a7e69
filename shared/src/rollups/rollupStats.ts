import { isSensorErrorCode } from '../catalogues/sensorErrors.js';
import { BATTERY_ROLLUP_KEY } from '../trend/rollupTrend.js';
import type { ValueStats } from '../schemas/rollup.js';
import type { Sample } from '../schemas/sample.js';

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

/** Two running stats as one. */
export function mergeStats(a: ValueStats | undefined, b: ValueStats): ValueStats {
  if (!a) return b;
  return { min: Math.min(a.min, b.min), max: Math.max(a.max, b.max), sum: a.sum + b.sum, count: a.count + b.count };
}

/**
 * Running stats without one value: undefined when it was the only one, 'recount' when the value
 * was the min or the max (what replaces it is known only to the samples themselves).
 */
export function removeFromStats(stats: ValueStats | undefined, value: number): ValueStats | undefined | 'recount' {
  if (!stats || stats.count <= 1) return undefined;
  if (value <= stats.min || value >= stats.max) return 'recount';
  return { ...stats, sum: stats.sum - value, count: stats.count - 1 };
}

/**
 * Values of a sample that count in a rollup, by index: measurements only (no gaps, no error
 * codes), and the battery level the sensor reported under BATTERY_ROLLUP_KEY (its forecast).
 */
export function measuredValues(sample: Pick<Sample, 'values' | 'battery'>): [string, number][] {
  const values = sample.values.flatMap((v, i): [string, number][] =>
    v == null || isSensorErrorCode(v) ? [] : [[String(i), v]],
  );
  return typeof sample.battery === 'number' ? [...values, [BATTERY_ROLLUP_KEY, sample.battery]] : values;
}
