import { DeviceSchema, type Device } from '@neuron/shared';
import { db } from './admin.js';
import { meter } from './meter.js';
import { untilUnchanged } from './optimistic.js';
import { paths } from './paths.js';
import { countDeviceChange } from './summary.js';
import { computeVirtual, virtualChanged, type VirtualInput } from '../domain/virtual.js';

/**
 * Recomputes one virtual sensor from its inputs, writing its `sample` and `state` only when they
 * changed and its sample is not older than the stored one. No transaction: the virtual and its
 * other inputs are read plainly and the write is committed on the precondition that the virtual
 * is still the version read (data/optimistic.ts); on a conflict everything is read again. Two
 * inputs changing at once cannot leave it stale: each input is written before its recompute
 * reads, and of two recomputes that read the same virtual only the first commit succeeds, so the
 * second reads again and sees both inputs.
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
  return untilUnchanged(async () => {
    const snap = await ref.get();
    meter.read(1);
    const parsed = DeviceSchema.safeParse({ sn, ...snap.data() });
    if (!snap.exists || !snap.updateTime || !parsed.success || parsed.data.type !== 'VIRTUAL') return undefined;
    const virtual = parsed.data;
    const inputs = new Map<string, VirtualInput>();
    if (changedInput) inputs.set(changedInput.sn, changedInput);
    const sns = [...new Set(virtual.config.inputs ?? [])].filter((s) => !inputs.has(s));
    if (sns.length > 0) {
      const snaps = await db().getAll(...sns.map((s) => db().doc(paths.device(systemId, s))));
      meter.read(snaps.length);
      for (const s of snaps) {
        const input = s.exists ? DeviceSchema.safeParse({ sn: s.id, ...s.data() }) : undefined;
        inputs.set(s.id, input?.success ? (input.data satisfies Device) : undefined);
      }
    }
    const next = computeVirtual(virtual, inputs, nowMs);
    if (!next || !virtualChanged(virtual, next)) return undefined;
    if (virtual.sample && next.sample.time < virtual.sample.time) return undefined;
    const after: Device = { ...virtual, sample: next.sample, state: next.state };
    const batch = db().batch();
    batch.update(ref, { sample: next.sample, state: next.state }, { lastUpdateTime: snap.updateTime });
    countDeviceChange(batch, systemId, virtual, after, nowMs);
    await batch.commit();
    meter.write(1);
    return { before: virtual, after };
  });
}
