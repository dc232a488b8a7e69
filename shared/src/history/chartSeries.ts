import { isSensorErrorCode } from '../catalogues/sensorErrors.js';
import type { Rollup } from '../schemas/rollup.js';
import type { Sample } from '../schemas/sample.js';
import type { SensorConfig } from '../schemas/sensorConfig.js';
import { sampleError } from '../sensor/sampleError.js';
import { keptValues } from '../sensor/sampleValues.js';
import { unitOf } from '../sensor/scaling.js';
import { bucketStart, type TimeRange } from './historyRange.js';

/** One value's points from raw samples: a gap (null) where the sample had no measurement. */
export interface SampleSeries {
  index: number;
  unit: string;
  x: number[];
  y: (number | null)[];
  /** Times of error samples (status 106 or an error code), marked on the chart. */
  errorX: number[];
}

/** One value's hourly buckets from rollups: the mean with its min/max band. */
export interface BandSeries {
  index: number;
  unit: string;
  x: number[];
  mean: number[];
  min: number[];
  max: number[];
}

/** How many values a sensor has: its units, formulas or the longest sample, whichever is most. */
export function valueCount(config: SensorConfig, samples: readonly Pick<Sample, 'values' | 'rawValues'>[]): number {
  let n = Math.max(config.si?.length ?? 0, config.calc?.length ?? 0);
  for (const s of samples) n = Math.max(n, s.values.length, s.rawValues?.length ?? 0);
  return n;
}

/** How many values the hourly rollups hold (their stats are keyed by value index). */
export function rollupValueCount(rollups: readonly Pick<Rollup, 'hours'>[]): number {
  let n = 0;
  for (const r of rollups)
    for (const stats of Object.values(r.hours))
      for (const key of Object.keys(stats)) {
        const index = Number(key);
        if (Number.isInteger(index) && index >= 0) n = Math.max(n, index + 1);
      }
  return n;
}

/** Points per value for a chart of stored samples: the values kept when each arrived, in the current units. */
export function sampleSeries(config: SensorConfig, samples: readonly Sample[], count: number): SampleSeries[] {
  const series: SampleSeries[] = Array.from({ length: count }, (_, index) => ({
    index,
    unit: unitOf(index, config.si, config.calc),
    x: [],
    y: [],
    errorX: [],
  }));
  for (const sample of samples) {
    const { values, failed } = keptValues(sample);
    const isError = sampleError(sample) !== null;
    series.forEach((s, i) => {
      const v = values[i];
      s.x.push(sample.time);
      s.y.push(v == null || failed[i] || isSensorErrorCode(v) ? null : v);
      if (isError) s.errorX.push(sample.time);
    });
  }
  return series;
}

/** Hourly mean and min/max per value from day rollups, for the buckets inside the range. */
export function bandSeries(
  config: SensorConfig,
  rollups: readonly Rollup[],
  range: TimeRange,
  count: number,
): BandSeries[] {
  const buckets = rollups
    .flatMap((r) => Object.entries(r.hours).map(([hour, stats]) => ({ t: bucketStart(r.day, hour), stats })))
    .filter((b) => b.t + 3_600_000 > range.from && b.t < range.to)
    .sort((a, b) => a.t - b.t);
  return Array.from({ length: count }, (_, index) => {
    const s: BandSeries = { index, unit: unitOf(index, config.si, config.calc), x: [], mean: [], min: [], max: [] };
    for (const { t, stats } of buckets) {
      const v = stats[String(index)];
      if (!v || v.count === 0) continue;
      s.x.push(t);
      s.mean.push(v.sum / v.count);
      s.min.push(v.min);
      s.max.push(v.max);
    }
    return s;
  });
}

/** The sensor's limit lines for a value (the config's min and max lists, docs/DATA_MODEL.md), when set. */
export function limitsOf(config: SensorConfig, index: number): { min: number | null; max: number | null } {
  const pick = (list: readonly (number | null)[] | undefined) => {
    const v = list?.[index];
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  return { min: pick(config.min), max: pick(config.max) };
}
