import { DeviceSchema, type Device, type Sample } from '@neuron/shared';
import { db } from './admin.js';
import { paths } from './paths.js';
import { planDeviceUpdate } from '../domain/sampleWrite.js';

/** Serial numbers (of the given ones) that are sensors of the system. */
export async function existingSensorSns(systemId: string, sns: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(sns)];
  if (unique.length === 0) return new Set();
  const refs = unique.map((sn) => db().doc(paths.device(systemId, sn)));
  const snaps = await db().getAll(...refs);
  return new Set(snaps.filter((s) => s.exists && s.get('type') === 'SENSOR').map((s) => s.id));
}

/**
 * Stores a device's samples in one transaction: every sample into history (id = time in ms,
 * so a repeated delivery overwrites) and the newest onto the device with its derived state.
 * Returns false when the device does not exist (the samples are dropped, not retried).
 */
export async function storeDeviceSamples(
  systemId: string,
  sn: string,
  buildSamples: (device: Device) => Sample[],
  nowMs: number,
): Promise<boolean> {
  const deviceRef = db().doc(paths.device(systemId, sn));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(deviceRef);
    if (!snap.exists) return false;
    const device = DeviceSchema.parse({ sn, ...snap.data() });
    const samples = buildSamples(device);
    for (const sample of samples) {
      tx.set(db().doc(paths.sample(systemId, sn, sample.time)), sample);
    }
    const update = planDeviceUpdate(device, samples, nowMs);
    if (update) tx.update(deviceRef, { sample: update.sample, state: update.state });
    return true;
  });
}
