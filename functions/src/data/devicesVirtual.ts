import { DeviceSchema, type Device } from '@neuron/shared';
import { db } from './admin.js';
import { meter } from './meter.js';
import { paths } from './paths.js';
import { countDeviceChange } from './summary.js';
import { computeVirtual, virtualChanged, type VirtualInput } from '../domain/virtual.js';

/**
 * Recomputes one virtual sensor in a transaction over the virtual and its inputs, writing its
 * `sample` and `state` only when they changed and its sample is not older than the stored one.
 * `changedInput` is the input that just got its sample, as just written: it is not read again.
 * Returns the device before and after when it was written.
 */
export async function recomputeVirtual(
  systemId: string,
  sn: string,
  nowMs: number,
  changedInput?: Device,
): Promise<{ before: Device; after: Device } | undefined> {
  const ref = db().doc(paths.device(systemId, sn));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    meter.read(1);
    const parsed = DeviceSchema.safeParse({ sn, ...snap.data() });
    if (!snap.exists || !parsed.success || parsed.data.type !== 'VIRTUAL') return undefined;
    const virtual = parsed.data;
    const inputs = new Map<string, VirtualInput>();
    if (changedInput) inputs.set(changedInput.sn, changedInput);
    const sns = [...new Set(virtual.config.inputs ?? [])].filter((s) => !inputs.has(s));
    if (sns.length > 0) {
      const snaps = await tx.getAll(...sns.map((s) => db().doc(paths.device(systemId, s))));
      meter.read(snaps.length);
      for (const s of snaps) {
        const input = s.exists ? DeviceSchema.safeParse({ sn: s.id, ...s.data() }) : undefined;
        inputs.set(s.id, input?.success ? (input.data satisfies Device) : undefined);
      }
    }
    const next = computeVirtual(virtual, inputs, nowMs);
    if (!next || !virtualChanged(virtual, next)) return undefined;
    if (virtual.sample && next.sample.time < virtual.sample.time) return undefined;
    tx.update(ref, { sample: next.sample, state: next.state });
    meter.write(1);
    const after: Device = { ...virtual, sample: next.sample, state: next.state };
    countDeviceChange(tx, systemId, virtual, after, nowMs);
    return { before: virtual, after };
  });
}
