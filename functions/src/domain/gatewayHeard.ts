import {
  addToStats,
  emptyRollup,
  placeRollups,
  rollupDay,
  rollupHour,
  RollupSchema,
  type Device,
  type GatewayInfo,
  type Rollup,
} from '@neuron/shared';
import { gatewayLinkOf } from './gatewayLink.js';

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

/** What the data layer read for it: the gateway's device, its running rollup and, when needed, a day document. */
export interface GatewayHeardRead {
  device: Pick<Device, 'type' | 'reportedAt'> | undefined;
  /** The device's `rollup` as stored (its running rollup: shared rollups/runningRollup.ts). */
  running: unknown;
  /** The rollup document of the day heard, read only when that day is not the running one (gatewayHeardDocumentDay). */
  dayDocument: unknown;
}

/** The writes of a gateway heard: on its device, its reportedAt and running rollup; day documents (a flushed day). */
export interface GatewayHeardWrites {
  reportedAt?: number;
  /** The device's new running rollup. */
  rollup?: Rollup;
  /** Day documents to write (the running day a new one replaced). */
  documents: Map<string, Rollup>;
}

const parseRollup = (data: unknown): Rollup | undefined => {
  const parsed = data === undefined ? undefined : RollupSchema.safeParse(data);
  return parsed?.success ? parsed.data : undefined;
};

/** The day whose document is read beside the device: the day heard, unless it is the running one. */
export function gatewayHeardDocumentDay(heardAt: number, running: unknown): string | undefined {
  const day = rollupDay(heardAt);
  return parseRollup(running)?.day === day ? undefined : day;
}

/**
 * The writes of the gateway `gatewaySn` heard at `at` with `rssi`: none unless its device is a
 * gateway of the system. Its rssi counts once per moment (the hour's `last` says which was
 * counted, so a redelivered trigger adds nothing), and only a newer one (a report backdated adds
 * none), into the rollup of its day: the running one on its device (so a minute heard costs one
 * write), the day's document for a day before the running one.
 */
export function planGatewayHeard(
  gatewaySn: string,
  read: GatewayHeardRead,
  heard: { at: number; rssi: number | null },
): GatewayHeardWrites | null {
  if (read.device?.type !== 'GATEWAY') return null;
  const writes: GatewayHeardWrites = { documents: new Map() };
  if (read.device.reportedAt !== heard.at) writes.reportedAt = heard.at;
  if (heard.rssi != null) {
    const day = rollupDay(heard.at);
    const hour = rollupHour(heard.at);
    const running = parseRollup(read.running);
    const rollup = (running?.day === day ? running : parseRollup(read.dayDocument)) ?? emptyRollup(day);
    if ((rollup.last[hour] ?? -Infinity) < heard.at) {
      const hourRssi = rollup.rssiHours[hour] ?? {};
      const counted: Rollup = {
        ...rollup,
        rssi: { ...rollup.rssi, [gatewaySn]: addToStats(rollup.rssi[gatewaySn], heard.rssi) },
        rssiHours: {
          ...rollup.rssiHours,
          [hour]: { ...hourRssi, [gatewaySn]: addToStats(hourRssi[gatewaySn], heard.rssi) },
        },
        last: { ...rollup.last, [hour]: heard.at },
      };
      const placed = placeRollups(running, new Map([[day, counted]]));
      if (placed.runningChanged) writes.rollup = placed.running;
      writes.documents = placed.documents;
    }
  }
  return writes.reportedAt === undefined && writes.rollup === undefined && writes.documents.size === 0 ? null : writes;
}
