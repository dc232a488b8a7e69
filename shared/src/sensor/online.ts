import { ONLINE_WINDOW_MS } from '../constants.js';
import type { Sample } from '../schemas/sample.js';

/** Time of the newest sighting of a sample through any gateway (ms), or null without a sample. */
export function lastSeenThroughGateway(sample: Sample | null | undefined): number | null {
  if (!sample) return null;
  let latest = sample.time;
  for (const g of Object.values(sample.gateways ?? {})) latest = Math.max(latest, g.time);
  return latest;
}

/** A sensor is online through a gateway when sampled within the last 30 minutes (inclusive). */
export function isOnlineThroughGateway(sample: Sample | null | undefined, nowMs: number): boolean {
  const seen = lastSeenThroughGateway(sample);
  return seen != null && nowMs - seen <= ONLINE_WINDOW_MS;
}

/** True when a moment lies within the online window (30 minutes, inclusive) before now. */
export function isWithinOnlineWindow(timeMs: number | null | undefined, nowMs: number): boolean {
  return timeMs != null && nowMs - timeMs <= ONLINE_WINDOW_MS;
}

/**
 * When a gateway was last heard, by the one presence rule the screens and the functions share:
 * its own latest report or heartbeat (`reportedAt`: its gatewayInfo.lastSeen, also on its device)
 * or the newest sample it delivered (`deliveredAt`), whichever is later. Null: never heard. A
 * gateway is online while this lies within the online window (isWithinOnlineWindow).
 */
export function gatewayLastHeard(
  reportedAt: number | null | undefined,
  deliveredAt: number | null | undefined,
): number | null {
  if (reportedAt == null) return deliveredAt ?? null;
  return deliveredAt == null ? reportedAt : Math.max(reportedAt, deliveredAt);
}

/** What the sensors' latest samples say of a gateway: when it last delivered one, and for how many sensors. */
export function gatewaySightings(
  gatewaySn: string,
  samples: readonly (Sample | null | undefined)[],
): { lastHeard: number | null; sensors: number } {
  let lastHeard: number | null = null;
  let sensors = 0;
  for (const sample of samples) {
    const time = sightingThrough(sample, gatewaySn);
    if (time === undefined) continue;
    sensors++;
    lastHeard = Math.max(lastHeard ?? time, time);
  }
  return { lastHeard, sensors };
}

/** When a sensor's latest sample says gateway `gatewaySn` delivered it (ms), or undefined when it does not name it. */
export function sightingThrough(sample: Sample | null | undefined, gatewaySn: string): number | undefined {
  return sample?.gateways?.[gatewaySn]?.time ?? (sample?.gatewaySn === gatewaySn ? sample.time : undefined);
}
