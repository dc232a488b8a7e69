import { utcDay } from '../history/historyRange.js';
import type { Rollup, ValueStats } from '../schemas/rollup.js';
import type { Sample } from '../schemas/sample.js';
import { rssiSightings } from '../sensor/radioHealth.js';
import { addToStats, mergeStats, measuredValues, removeFromStats } from './rollupStats.js';

/** UTC day of a moment, YYYY-MM-DD: the rollup document id (shared utcDay, which the client reads by). */
export const rollupDay = utcDay;

/** UTC hour of a moment, "0".."23": the hourly bucket key. */
export function rollupHour(timeMs: number): string {
  return String(new Date(timeMs).getUTCHours());
}

/** [start, end) of an hour of a day, ms. */
export function hourRange(day: string, hour: string): [number, number] {
  const start = Date.parse(`${day}T00:00:00Z`) + Number(hour) * 3_600_000;
  return [start, start + 3_600_000];
}

/** The part of a sample a rollup counts. */
export type CountedSample = Pick<Sample, 'time' | 'values' | 'gateways' | 'battery'>;

/** One hour of a rollup, in the form the arithmetic works on. */
export interface HourStats {
  values: Record<string, ValueStats>;
  rssi: Record<string, ValueStats>;
  samples: number;
  last: number | null;
}

/** An empty rollup document for a day. */
export function emptyRollup(day: string): Rollup {
  return { day, values: {}, hours: {}, rssi: {}, rssiHours: {}, samples: {}, last: {} };
}

/** The stored stats of one hour. */
export function hourOf(rollup: Rollup | undefined, hour: string): HourStats {
  return {
    values: { ...(rollup?.hours[hour] ?? {}) },
    rssi: { ...(rollup?.rssiHours[hour] ?? {}) },
    samples: rollup?.samples[hour] ?? 0,
    last: rollup?.last[hour] ?? null,
  };
}

/** An hour with one more sample counted. */
export function addSample(h: HourStats, s: CountedSample): HourStats {
  const values = { ...h.values };
  for (const [i, v] of measuredValues(s)) values[i] = addToStats(values[i], v);
  const rssi = { ...h.rssi };
  for (const [gw, v] of rssiSightings(s)) rssi[gw] = addToStats(rssi[gw], v);
  return { values, rssi, samples: h.samples + 1, last: Math.max(h.last ?? s.time, s.time) };
}

/**
 * An hour with one sighting of a gateway's own signal counted under its serial (`rssi` at `at`):
 * the way a gateway heard counts into its own rollup (no sample, so no values and no sample
 * count), in the shape a sensor's sightings take, so its rssi trend is drawn like a sensor's.
 */
export function addSighting(h: HourStats, gatewaySn: string, rssi: number, at: number): HourStats {
  return {
    ...h,
    rssi: { ...h.rssi, [gatewaySn]: addToStats(h.rssi[gatewaySn], rssi) },
    last: Math.max(h.last ?? at, at),
  };
}

function without(stats: Record<string, ValueStats>, pairs: [string, number][]): Record<string, ValueStats> | 'recount' {
  const out = { ...stats };
  for (const [k, v] of pairs) {
    const next = removeFromStats(out[k], v);
    if (next === 'recount') return 'recount';
    if (next) out[k] = next;
    else delete out[k];
  }
  return out;
}

/** An hour with a counted sample taken out again, or 'recount' when that cannot be done exactly. */
export function removeSample(h: HourStats, s: CountedSample): HourStats | 'recount' {
  const values = without(h.values, measuredValues(s));
  const rssi = without(h.rssi, rssiSightings(s));
  if (values === 'recount' || rssi === 'recount') return 'recount';
  return { values, rssi, samples: Math.max(0, h.samples - 1), last: h.last };
}

/** An hour counted from its samples (history), from scratch. */
export function hourFromSamples(samples: readonly CountedSample[]): HourStats {
  return samples.reduce(addSample, { values: {}, rssi: {}, samples: 0, last: null });
}

/** A rollup with one hour replaced and the day totals summed again from the hours. */
export function withHour(rollup: Rollup, hour: string, h: HourStats): Rollup {
  const hours = { ...rollup.hours, [hour]: h.values };
  const rssiHours = { ...rollup.rssiHours, [hour]: h.rssi };
  const samples = { ...rollup.samples, [hour]: h.samples };
  const last = { ...rollup.last };
  if (h.last != null) last[hour] = h.last;
  return { ...rollup, hours, rssiHours, samples, last, values: sumHours(hours), rssi: sumHours(rssiHours) };
}

function sumHours(hours: Record<string, Record<string, ValueStats>>): Record<string, ValueStats> {
  const out: Record<string, ValueStats> = {};
  for (const bucket of Object.values(hours)) {
    for (const [k, stats] of Object.entries(bucket)) out[k] = mergeStats(out[k], stats);
  }
  return out;
}
