import {
  DeviceSchema,
  type Device,
  type IngestSample,
  type Rollup,
  type Sample,
  type SensorFacts,
} from '@neuron/shared';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from './admin.js';
import { meter } from './meter.js';
import { untilUnchanged } from './optimistic.js';
import { paths } from './paths.js';
import { runningRollupOf } from './rollups.js';
import type { planDeviceUpdate, toStoredSample } from '../domain/sampleWrite.js';
import type { SummaryDelta, SummaryPlanner } from '../domain/summary.js';
import type { DeviceFieldsRead } from '../domain/deviceConfigError.js';

/**
 * A device as stored, read leniently: a broken config never stops its samples being stored. What
 * is wrong with it is domain/deviceConfigError.ts `configErrorOf`'s to say.
 */
export interface ReadDevice extends DeviceFieldsRead {
  device: Device;
}

/** Parses a device document; a malformed one is read as a bare device of its type. */
export function readDevice(sn: string, data: Record<string, unknown>): ReadDevice {
  const storedConfig: unknown = data.config;
  const parsed = DeviceSchema.safeParse({ sn, ...data });
  if (parsed.success) return { device: parsed.data, storedConfig, malformed: false };
  logger.error(`device ${sn} is malformed; its samples are stored raw`, {
    issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
  });
  const type = DeviceSchema.shape.type.safeParse(data.type);
  return {
    device: DeviceSchema.parse({ sn, type: type.success ? type.data : 'SENSOR' }),
    storedConfig,
    malformed: true,
  };
}

/** A sensor as read before its batch is stored: its parsed device, its running rollup and the version read. */
export interface SensorRead extends ReadDevice {
  /** When the document was last written, as read: the precondition of the update. */
  updateTime: Timestamp;
  /** Its running rollup (the rollup of its newest day, kept on the device: shared rollups/runningRollup.ts). */
  running: Rollup | undefined;
}

/** A sensor from its document as read; undefined when it does not exist or is not a sensor. */
export function sensorFromSnapshot(sn: string, snap: DocumentSnapshot): SensorRead | undefined {
  const data = snap.data();
  if (!data || !snap.updateTime) return undefined;
  const read = readDevice(sn, data);
  if (read.device.type !== 'SENSOR') return undefined;
  return { ...read, updateTime: snap.updateTime, running: runningRollupOf(data, snap.ref.path) };
}

/** Reads a sensor (one plain read, no lock); undefined when it does not exist or is not a sensor. */
export async function readSensor(systemId: string, sn: string): Promise<SensorRead | undefined> {
  const snap = await db().doc(paths.device(systemId, sn)).get();
  meter.read(1);
  return sensorFromSnapshot(sn, snap);
}

/**
 * The batch built for history from what a gateway posted, as `plan` makes each with the device's
 * config (and `configError`, what is wrong with it).
 */
export function storedSamples(
  read: ReadDevice,
  posted: readonly IngestSample[],
  gatewaySn: string,
  plan: typeof toStoredSample,
  configError: string | null,
): Sample[] {
  return posted.map((p) => plan(p, gatewaySn, read.device, configError));
}

/** What storing a batch did to one device's latest sample. */
export interface LatestOutcome {
  /** The device as it was before the update (config included). */
  before: Device;
  /** The device after the write, when its latest sample changed. */
  after?: Device;
  /**
   * The change of the system's counts the write makes (null: none), not written here: the
   * workflow adds up a batch's changes into one write of the summary.
   */
  summary: SummaryDelta | null;
}

/**
 * Plans the device's latest sample and derived state (and the sensor facts `reported` that
 * changed) as `plan` decides them (domain/sampleWrite.ts planDeviceUpdate: when the samples hold
 * one at least as new as the stored one): `fields` is what the caller writes to the device (in
 * one update with its running rollup, on the precondition that the device is still the version in
 * `current`); the change of the system's counts, as `count` decides, is returned for the workflow
 * to add to the batch's one summary change.
 */
export function planDeviceLatest(
  samples: readonly Sample[],
  nowMs: number,
  current: SensorRead,
  plan: typeof planDeviceUpdate,
  count: SummaryPlanner,
  configError: string | null,
  reported: SensorFacts = {},
): LatestOutcome & { fields: Record<string, unknown> } {
  const before = current.device;
  const update = plan(before, samples, nowMs, configError, reported);
  if (!update) return { before, summary: null, fields: {} };
  const { facts } = update;
  const after: Device = {
    ...before,
    sample: update.sample,
    state: update.state,
    ...(facts ? { facts: { ...before.facts, ...facts } } : {}),
  };
  // Changed facts ride in the same write as the sample (field paths, so the other facts stay).
  const factFields = Object.fromEntries(Object.entries(facts ?? {}).map(([k, v]) => [`facts.${k}`, v as unknown]));
  return {
    before,
    after,
    summary: count(before, after),
    fields: { sample: update.sample, state: update.state, ...factFields },
  };
}

/**
 * Rewrites a sensor's latest sample and derived state as `plan` decides from the sensor as read
 * (domain/derivedRecompute.ts), on the precondition that it is still that version (a sample
 * stored meanwhile reads and decides again). Nothing is written when `plan` says undefined.
 * Returns the sensor as written, or undefined when nothing was.
 */
export async function rewriteSensorDerived(
  systemId: string,
  sn: string,
  plan: (read: ReadDevice) => Pick<Device, 'sample' | 'state'> | undefined,
): Promise<Device | undefined> {
  const ref = db().doc(paths.device(systemId, sn));
  return untilUnchanged(async () => {
    const snap = await ref.get();
    meter.read(1);
    const current = sensorFromSnapshot(sn, snap);
    const next = current ? plan(current) : undefined;
    if (!current || !next) return undefined;
    await ref.update({ sample: next.sample, state: next.state }, { lastUpdateTime: current.updateTime });
    meter.write(1);
    return { ...current.device, ...next };
  });
}
