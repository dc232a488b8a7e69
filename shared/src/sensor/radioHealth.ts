import type { Sample } from '../schemas/sample.js';
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
