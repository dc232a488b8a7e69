import type { Sample } from '../schemas/sample.js';
import { bucketStart } from '../history/historyRange.js';
import { SIGNAL_THRESHOLDS } from './signal.js';

/**
 * The one-bar threshold of the signal table (docs/BEHAVIOUR.md: above -100 dB gives one bar). A link
 * whose 24-hour median rssi is at or below it would not show even one bar most of the time.
 */
export const WEAK_LINK_AT_OR_BELOW: number = SIGNAL_THRESHOLDS.find((t) => t.bars === 1)!.above;

/** How far back the weak-link median looks. */
export const WEAK_LINK_WINDOW_MS = 24 * 3_600_000;

/** Median of numbers (mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A weak link: a median rssi at or below the one-bar threshold. No readings: not weak. */
export function isWeakLink(medianRssi: number | null): boolean {
  return medianRssi != null && medianRssi <= WEAK_LINK_AT_OR_BELOW;
}

/** Each (gateway, rssi) a sample was heard with: its per-gateway map, else its own gateway and rssi. */
export function rssiSightings(sample: Pick<Sample, 'gateways' | 'gatewaySn' | 'rssi'>): [string, number][] {
  const fromMap = Object.entries(sample.gateways ?? {}).flatMap(([sn, g]): [string, number][] =>
    g.rssi == null ? [] : [[sn, g.rssi]],
  );
  if (fromMap.length) return fromMap;
  return sample.gatewaySn && sample.rssi != null ? [[sample.gatewaySn, sample.rssi]] : [];
}

/** An rssi trend of one gateway: hourly medians. */
export interface RssiTrend {
  gatewaySn: string;
  x: number[];
  y: number[];
}

/** Hourly median rssi per gateway from raw samples, gateways by serial, hours oldest first. */
export function rssiTrendFromSamples(samples: readonly Sample[]): RssiTrend[] {
  const byGateway = new Map<string, Map<number, number[]>>();
  for (const sample of samples) {
    const hour = Math.floor(sample.time / 3_600_000) * 3_600_000;
    for (const [sn, rssi] of rssiSightings(sample)) {
      const hours = byGateway.get(sn) ?? new Map<number, number[]>();
      byGateway.set(sn, hours);
      hours.set(hour, [...(hours.get(hour) ?? []), rssi]);
    }
  }
  return [...byGateway.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([gatewaySn, hours]) => {
      const sorted = [...hours.entries()].sort(([a], [b]) => a - b);
      return { gatewaySn, x: sorted.map(([t]) => t), y: sorted.map(([, v]) => median(v)!) };
    });
}

/** The best rssi a sample was heard with (through any gateway); null when none was reported. */
export function bestRssi(sample: Pick<Sample, 'gateways' | 'gatewaySn' | 'rssi'>): number | null {
  const all = rssiSightings(sample).map(([, rssi]) => rssi);
  if (sample.rssi != null) all.push(sample.rssi);
  return all.length ? Math.max(...all) : null;
}

/** Median of each sample's best rssi: the link quality the weak-link badge judges. */
export function medianRssi(samples: readonly Pick<Sample, 'gateways' | 'gatewaySn' | 'rssi'>[]): number | null {
  return median(samples.flatMap((s) => bestRssi(s) ?? []));
}

/** What the rssi math needs of a day rollup: hour → gateway serial → rssi stats (when kept). */
export interface RssiRollup {
  day: string;
  rssiHours?: Record<string, Record<string, { sum: number; count: number }>>;
}

/** Each hour of the range's rollups that has rssi: its start and each gateway's mean rssi. */
function rssiHoursIn(
  rollups: readonly RssiRollup[],
  range: { from: number; to: number },
): { t: number; means: [string, number][] }[] {
  return rollups
    .flatMap((r) =>
      Object.entries(r.rssiHours ?? {}).map(([hour, byGateway]) => ({
        t: bucketStart(r.day, hour),
        means: Object.entries(byGateway).flatMap(([sn, s]): [string, number][] =>
          s.count > 0 ? [[sn, s.sum / s.count]] : [],
        ),
      })),
    )
    .filter((h) => h.means.length > 0 && h.t + 3_600_000 > range.from && h.t < range.to)
    .sort((a, b) => a.t - b.t);
}

/** Hourly mean rssi per gateway from day rollups, gateways by serial, hours oldest first. */
export function rssiTrendFromRollups(rollups: readonly RssiRollup[], range: { from: number; to: number }): RssiTrend[] {
  const byGateway = new Map<string, RssiTrend>();
  for (const { t, means } of rssiHoursIn(rollups, range)) {
    for (const [gatewaySn, mean] of means) {
      const trend = byGateway.get(gatewaySn) ?? { gatewaySn, x: [], y: [] };
      byGateway.set(gatewaySn, trend);
      trend.x.push(t);
      trend.y.push(mean);
    }
  }
  return [...byGateway.values()].sort((a, b) => a.gatewaySn.localeCompare(b.gatewaySn));
}

/**
 * The median over the range's hours of each hour's best gateway mean: the rollups' stand-in for
 * the median of every sample's best rssi. Null when the rollups hold no rssi for the range.
 */
export function medianRssiFromRollups(
  rollups: readonly RssiRollup[],
  range: { from: number; to: number },
): number | null {
  return median(rssiHoursIn(rollups, range).map((h) => Math.max(...h.means.map(([, m]) => m))));
}
