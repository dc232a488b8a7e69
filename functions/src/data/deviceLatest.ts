import { DeviceSchema, sensorConfigError, type Device, type IngestSample, type Sample } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { db } from './admin.js';
import { meter } from './meter.js';
import { paths } from './paths.js';
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

/** What storing a batch did to one device. */
export interface LatestOutcome {
  /** The device as it was read (config included). */
  before: ReadDevice;
  /** The batch as it goes into history: scaled with the device's config. */
  samples: Sample[];
  /** The device after the write, when its latest sample changed. */
  after?: Device;
}

/**
 * The device's latest sample and derived state, in one short transaction on the device document
 * alone: one read, and one write only when the batch's newest sample is at least as new as the
 * stored one (a burst is coalesced into one update; an older sample goes to history only).
 * Counts an online/offline change into the system summary in the same commit.
 * Undefined when the device does not exist or is not a sensor.
 */
export async function updateDeviceLatest(
  systemId: string,
  sn: string,
  posted: readonly IngestSample[],
  gatewaySn: string,
  nowMs: number,
): Promise<LatestOutcome | undefined> {
  const ref = db().doc(paths.device(systemId, sn));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    meter.read(1);
    const data = snap.data();
    if (!data) return undefined;
    const before = readDevice(sn, data);
    if (before.device.type !== 'SENSOR') return undefined;
    const samples = posted.map((p) => toStoredSample(p, gatewaySn, before.device, before.configError));
    const update = planDeviceUpdate(before.device, samples, nowMs, before.configError);
    if (!update) return { before, samples };
    tx.update(ref, { sample: update.sample, state: update.state });
    meter.write(1);
    const after: Device = { ...before.device, sample: update.sample, state: update.state };
    countDeviceChange(tx, systemId, before.device, after, nowMs);
    return { before, samples, after };
  });
}
