import { DeviceSchema, sensorConfigError, type Device, type IngestSample, type Sample } from '@neuron/shared';
import type { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from './admin.js';
import { meter } from './meter.js';
import { paths } from './paths.js';
import { untilUnchanged } from './optimistic.js';
import { countDeviceChange } from './summary.js';
import { planDeviceUpdate, toStoredSample } from '../domain/sampleWrite.js';

/** A device as stored, read leniently: a broken config never stops its samples being stored. */
export interface ReadDevice {
  device: Device;
  /** What is wrong with its config, in the user's words; null when it is fine. */
  configError: string | null;
}

/** Parses a device document; a malformed one is read as a bare device of its type, with the error. */
export function readDevice(sn: string, data: Record<string, unknown>): ReadDevice {
  const configError = sensorConfigError(data.config);
  const parsed = DeviceSchema.safeParse({ sn, ...data });
  if (parsed.success) return { device: parsed.data, configError };
  logger.error(`device ${sn} is malformed; its samples are stored raw`, {
    issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
  });
  const type = DeviceSchema.shape.type.safeParse(data.type);
  return {
    device: DeviceSchema.parse({ sn, type: type.success ? type.data : 'SENSOR' }),
    configError: configError ?? 'Check device: its stored fields are not valid',
  };
}

/** A sensor as read before its batch is stored: its parsed device and the version read. */
export interface SensorRead extends ReadDevice {
  /** When the document was last written, as read: the precondition of the update. */
  updateTime: Timestamp;
}

/** Reads a sensor (one plain read, no lock); undefined when it does not exist or is not a sensor. */
export async function readSensor(systemId: string, sn: string): Promise<SensorRead | undefined> {
  const snap = await db().doc(paths.device(systemId, sn)).get();
  meter.read(1);
  const data = snap.data();
  if (!data || !snap.updateTime) return undefined;
  const read = readDevice(sn, data);
  return read.device.type === 'SENSOR' ? { ...read, updateTime: snap.updateTime } : undefined;
}

/** The batch built for history from what a gateway posted, with the device's config. */
export function storedSamples(read: ReadDevice, posted: readonly IngestSample[], gatewaySn: string): Sample[] {
  return posted.map((p) => toStoredSample(p, gatewaySn, read.device, read.configError));
}

/** What storing a batch did to one device's latest sample. */
export interface LatestOutcome {
  /** The device as it was before the update (config included). */
  before: Device;
  /** The device after the write, when its latest sample changed. */
  after?: Device;
}

/**
 * The device's latest sample and derived state, without a transaction: the update is committed
 * only if the device is still the version read (`lastUpdateTime` precondition); when anything
 * wrote it meanwhile (another delivery, a rule's alarm, an edit of its config) it is read again
 * and decided again. It is written only when the batch's newest sample is at least as new as the
 * stored one, so concurrent deliveries of a burst settle on the newest: the others find it
 * stored and write nothing. An online/offline change is counted into the system summary in the
 * same commit. `read` is the version the caller read already (no second read in steady state).
 * Undefined when the device is gone or is no longer a sensor.
 */
export async function updateDeviceLatest(
  systemId: string,
  sn: string,
  samples: readonly Sample[],
  nowMs: number,
  read: SensorRead,
): Promise<LatestOutcome | undefined> {
  const ref = db().doc(paths.device(systemId, sn));
  let known: SensorRead | undefined = read;
  return untilUnchanged(async () => {
    // The first attempt uses the caller's read; one that conflicted reads again.
    const current = known ?? (await readSensor(systemId, sn));
    known = undefined;
    if (!current) return undefined;
    const before = current.device;
    const update = planDeviceUpdate(before, samples, nowMs, current.configError);
    if (!update) return { before };
    const after: Device = { ...before, sample: update.sample, state: update.state };
    const batch = db().batch();
    batch.update(ref, { sample: update.sample, state: update.state }, { lastUpdateTime: current.updateTime });
    countDeviceChange(batch, systemId, before, after, nowMs);
    await batch.commit();
    meter.write(1);
    return { before, after };
  });
}
