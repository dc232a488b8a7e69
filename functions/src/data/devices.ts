import { DeviceSchema, type Device, type Sample } from '@neuron/shared';
import { db } from './admin.js';
import { paths } from './paths.js';
import { readRollups, rollupRef } from './rollups.js';
import { planDeviceUpdate } from '../domain/sampleWrite.js';
import { applySamplesToRollups, rollupDay } from '../domain/rollups.js';

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
 * so a repeated delivery overwrites), the newest onto the device with its derived state, and
 * the new ones into their day rollups (a sample already in history is not counted again).
 * In steady state that is three writes per sample: history, device, rollup.
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
    if (samples.length === 0) return true;
    const historyRefs = samples.map((s) => db().doc(paths.sample(systemId, sn, s.time)));
    const stored = new Set((await tx.getAll(...historyRefs)).filter((h) => h.exists).map((h) => h.id));
    // One per sample time: the same sample twice in a batch counts once.
    const fresh = [...new Map(samples.filter((s) => !stored.has(String(s.time))).map((s) => [s.time, s])).values()];
    const rollups = await readRollups(tx, systemId, sn, [...new Set(fresh.map((s) => rollupDay(s.time)))]);
    samples.forEach((sample, i) => tx.set(historyRefs[i], sample));
    const update = planDeviceUpdate(device, samples, nowMs);
    if (update) tx.update(deviceRef, { sample: update.sample, state: update.state });
    for (const [day, rollup] of applySamplesToRollups(rollups, fresh)) tx.set(rollupRef(systemId, sn, day), rollup);
    return true;
  });
}
