import type { Sample } from '../schemas/sample.js';

/** A sensor as heard through one gateway: its rssi there and when. */
export interface HeardSensor {
  sn: string;
  alias: string;
  rssi: number | null;
  time: number;
}

/**
 * The sensors whose latest sample reached this gateway (its per-gateway map, else the sample's
 * own gateway), newest first.
 */
export function sensorsHeardThrough(
  gatewaySn: string,
  sensors: readonly { sn: string; alias?: string; sample?: Sample | null }[],
): HeardSensor[] {
  return sensors
    .flatMap((d): HeardSensor[] => {
      const s = d.sample;
      const via = s?.gateways?.[gatewaySn];
      if (via)
        return [
          {
            sn: d.sn,
            alias: d.alias || d.sn,
            rssi: via.rssi ?? (s?.gatewaySn === gatewaySn ? (s.rssi ?? null) : null),
            time: via.time,
          },
        ];
      if (s && s.gatewaySn === gatewaySn)
        return [{ sn: d.sn, alias: d.alias || d.sn, rssi: s.rssi ?? null, time: s.time }];
      return [];
    })
    .sort((a, b) => b.time - a.time);
}

/** The gateways a sensor's latest sample says heard it (its per-gateway map and its own gateway). */
export function gatewaysOfSample(sample: Sample | null | undefined): string[] {
  if (!sample) return [];
  const via = Object.keys(sample.gateways ?? {});
  return sample.gatewaySn && !via.includes(sample.gatewaySn) ? [...via, sample.gatewaySn] : via;
}
