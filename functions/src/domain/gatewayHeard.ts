import {
  ONLINE_WINDOW_MS,
  addSighting,
  emptyRollup,
  hourOf,
  placeRollups,
  rollupDay,
  rollupDocumentDays,
  rollupHour,
  withHour,
  type Device,
  type GatewayInfo,
  type Rollup,
} from '@neuron/shared';
import { gatewayLinkOf } from './gatewayLink.js';

// A gateway heard: every post to /ingest, heartbeats included, is the gateway reporting itself.
// A post that carries fresh samples says so already: the store path writes each sensor's device
// with the gateway that delivered it and when (`sample.gatewaySn`, `sample.gateways`), and the
// presence rule (shared gatewayLastHeard) takes the newest of those. So /ingest notes the gateway on
// its own device, in one write, every minute only while nothing else records it (heartbeats, or
// samples measured more than a minute ago: a backlog, a clock behind), and otherwise once every
// GATEWAY_SIGNAL_NOTE_MS: its `reportedAt`, and its signal as this post reported it counted into
// its own rollup (`rssi`, `rssiHours`, under its own serial), the shape a sensor's rssi takes, so
// its page draws the rssi trend and its row the weak-link badge from the same reads
// (docs/SCALE.md, "Writes per sample").

/** How often at most a gateway being heard is noted on its device. */
export const GATEWAY_NOTE_MS = 60_000;

/**
 * How often a gateway whose posts carry fresh samples is noted: half the online window, so its
 * own note alone keeps it online while it posts (should every sensor's device name another
 * gateway), its signal rollup takes four points an hour, and the note costs 1/300 of a write a
 * sample at 20 sensors a minute.
 */
export const GATEWAY_SIGNAL_NOTE_MS = ONLINE_WINDOW_MS / 2;

/** A post as the note judges it: when it was heard, and its newest sample's time (null: a heartbeat). */
export interface HeardPost {
  at: number;
  newestSample: number | null;
}

/** A post's newest sample time (null: it carried none). */
export function newestSampleOf(samples: readonly { time: number }[]): number | null {
  return samples.length === 0 ? null : Math.max(...samples.map((s) => s.time));
}

/** The gateway's device as the note reads it: its type, its last note, its running rollup. */
export interface GatewayHeardDevice {
  device: Pick<Device, 'type' | 'reportedAt'> | undefined;
  /** The device's running rollup (shared rollups/runningRollup.ts), as parsed. */
  running: Rollup | undefined;
}

/** What the gateway's info must say for its signal to count: its system, and what it reported of its link. */
export type HeardInfo = Partial<Pick<GatewayInfo, 'systemId' | 'rssi' | 'cell' | 'ethernet'>>;

/** What the note reads, once its device is read. */
export interface GatewayHeardRead extends GatewayHeardDevice {
  /** The rollup document of the day heard, read only when that day is not the running one. */
  dayDocument: Rollup | undefined;
  /** The gateway's info: as this post's own report left it, or as read for the note. */
  info: HeardInfo | undefined;
}

/** What the note reads besides the device: the day's document (when not the running day), and the info (unless known). */
export interface GatewayHeardReads {
  day?: string;
  info: boolean;
}

/** The writes of a gateway heard: on its device, its reportedAt and running rollup; day documents (a flushed day). */
export interface GatewayHeardWrites {
  reportedAt: number;
  /** The device's new running rollup (none when no signal was counted). */
  rollup?: Rollup;
  /** Day documents to write (the running day a new one replaced). */
  documents: Map<string, Rollup>;
}

/**
 * Whether a gateway's post is noted on its device: only a gateway's device, once its last note is
 * more than a minute old, or GATEWAY_SIGNAL_NOTE_MS when the post carries a sample measured
 * within the last minute (the sensors' devices record it heard as precisely as a note would). So
 * a gateway posting every few seconds costs one write a minute at most, one delivering its sensors
 * one every quarter of an hour, and a later note never goes back in time.
 */
export function gatewayNoteDue(device: GatewayHeardDevice['device'], post: HeardPost): boolean {
  if (device?.type !== 'GATEWAY') return false;
  const fresh = post.newestSample !== null && post.at - post.newestSample <= GATEWAY_NOTE_MS;
  const every = fresh ? GATEWAY_SIGNAL_NOTE_MS : GATEWAY_NOTE_MS;
  return device.reportedAt == null || post.at - device.reportedAt > every;
}

/**
 * What the note of a gateway's post reads besides its device: nothing (undefined) when no
 * note is due. Else the document of the day heard, unless it is the running day (shared
 * rollupDocumentDays), and the gateway's info for its signal unless this post's own report
 * already read it (`infoKnown`).
 */
export function gatewayHeardReads(
  read: GatewayHeardDevice,
  post: HeardPost,
  infoKnown: boolean,
): GatewayHeardReads | undefined {
  if (!gatewayNoteDue(read.device, post)) return undefined;
  const [day] = rollupDocumentDays(read.running, [rollupDay(post.at)]);
  return day === undefined ? { info: !infoKnown } : { day, info: !infoKnown };
}

/**
 * The signal a note counts: the gateway's own rssi as it last reported it, this post's report
 * first (else its cell's: its link, gatewayLinkOf), from an info of this system only (a serial claimed elsewhere since tells
 * this system nothing). None for a gateway that reported no rssi.
 */
export function heardRssi(systemId: string, info: HeardInfo | undefined): number | null {
  if (!info || info.systemId !== systemId) return null;
  return gatewayLinkOf(info)?.rssi ?? null;
}

/**
 * The writes of the gateway `gatewaySn` of `systemId` heard in `post`: none unless a note is due
 * (gatewayNoteDue). Its reportedAt, and its signal (heardRssi) counted once per moment (the hour's
 * `last` says which was counted, so a backdated note adds none) into the rollup of its day: the
 * running one on its device (so a minute heard costs that one write), the day's document for a
 * day before the running one, and a running day a newer one replaces flushed to its document.
 */
export function planGatewayHeard(
  systemId: string,
  gatewaySn: string,
  read: GatewayHeardRead,
  post: HeardPost,
): GatewayHeardWrites | null {
  if (!gatewayNoteDue(read.device, post)) return null;
  const { at } = post;
  const writes: GatewayHeardWrites = { reportedAt: at, documents: new Map() };
  const rssi = heardRssi(systemId, read.info);
  if (rssi === null) return writes;
  const day = rollupDay(at);
  const hour = rollupHour(at);
  const rollup = (read.running?.day === day ? read.running : read.dayDocument) ?? emptyRollup(day);
  const h = hourOf(rollup, hour);
  if ((h.last ?? -Infinity) >= at) return writes;
  const placed = placeRollups(
    read.running,
    new Map([[day, withHour(rollup, hour, addSighting(h, gatewaySn, rssi, at))]]),
  );
  return { ...writes, ...(placed.runningChanged ? { rollup: placed.running } : {}), documents: placed.documents };
}
