import { RollupSchema, type Device, type GatewayInfo, type Rollup } from '@neuron/shared';
import { gatewayLinkOf } from './gatewayLink.js';
import { emptyRollup, rollupDay, rollupHour } from './rollupHours.js';
import { addToStats } from './rollupStats.js';

// A gateway heard (its gatewayInfo.lastSeen moved: /ingest notes a post, heartbeats included, at
// most once a minute): what follows on its device. Its `reportedAt`, so the screens judge its
// presence by the rule the functions use (shared gatewayLastHeard), and its signal as it last
// reported it counted into its own day rollup (`rssi`, `rssiHours`, under its own serial), the
// shape a sensor's rssi takes, so its page draws the rssi trend and its row the weak-link badge
// from the same reads. One sighting a minute at most, however often it posts.

/** When the gateway was heard and its signal then, from its info before and after a write; none when lastSeen did not move. */
export function gatewayHeard(
  before: Pick<GatewayInfo, 'lastSeen'> | undefined,
  after: Pick<GatewayInfo, 'lastSeen' | 'rssi' | 'cell' | 'ethernet'> | undefined,
): { at: number; rssi: number | null } | undefined {
  if (after?.lastSeen == null || after.lastSeen === before?.lastSeen) return undefined;
  return { at: after.lastSeen, rssi: gatewayLinkOf(after)?.rssi ?? null };
}

/** What the data layer read for it: the gateway's device and its rollup of the day of `at`. */
export interface GatewayHeardRead {
  device: Pick<Device, 'type' | 'reportedAt'> | undefined;
  rollup: unknown;
}

/** The writes of a gateway heard: its device's reportedAt and its day rollup, each only when it changes. */
export interface GatewayHeardWrites {
  reportedAt?: number;
  rollup?: Rollup;
}

/**
 * The writes of the gateway `gatewaySn` heard at `at` with `rssi`: none unless its device is a
 * gateway of the system. Its rssi counts once per moment (the hour's `last` says which was
 * counted, so a redelivered trigger adds nothing), and only a newer one (a report backdated adds
 * none).
 */
export function planGatewayHeard(
  gatewaySn: string,
  read: GatewayHeardRead,
  heard: { at: number; rssi: number | null },
): GatewayHeardWrites | null {
  if (read.device?.type !== 'GATEWAY') return null;
  const writes: GatewayHeardWrites = {};
  if (read.device.reportedAt !== heard.at) writes.reportedAt = heard.at;
  if (heard.rssi != null) {
    const day = rollupDay(heard.at);
    const hour = rollupHour(heard.at);
    const parsed = RollupSchema.safeParse(read.rollup);
    const rollup = parsed.success ? parsed.data : emptyRollup(day);
    if ((rollup.last[hour] ?? -Infinity) < heard.at) {
      const hourRssi = rollup.rssiHours[hour] ?? {};
      writes.rollup = {
        ...rollup,
        rssi: { ...rollup.rssi, [gatewaySn]: addToStats(rollup.rssi[gatewaySn], heard.rssi) },
        rssiHours: {
          ...rollup.rssiHours,
          [hour]: { ...hourRssi, [gatewaySn]: addToStats(hourRssi[gatewaySn], heard.rssi) },
        },
        last: { ...rollup.last, [hour]: heard.at },
      };
    }
  }
  return writes.reportedAt === undefined && writes.rollup === undefined ? null : writes;
}
