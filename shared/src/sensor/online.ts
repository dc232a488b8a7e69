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
