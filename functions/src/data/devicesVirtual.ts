import { DeviceSchema, type Device, type Sample } from '@neuron/shared';
import { db } from './admin.js';
import { meter } from './meter.js';
import { untilUnchanged } from './optimistic.js';
import { paths } from './paths.js';
import { planHistoryAndRollups, rollupRefsOf } from './rollups.js';
import { countDeviceChange } from './summary.js';
import { rollupDay } from '../domain/rollups.js';
import { computeVirtual, virtualChanged, type VirtualInput } from '../domain/virtual.js';

/**
 * Recomputes one virtual sensor from its inputs, writing its `sample` and `state` — and that
 * sample into its history and day rollup, in the same commit — only when they changed and its
 * sample is not older than the stored one. No transaction: the virtual, its other inputs and its
 * rollup are read plainly in one getAll and the commit is made on the precondition that the
 * virtual (and the rollup) are still the versions read (data/optimistic.ts); on a conflict
 * everything is read again. Two inputs changing at once cannot leave it stale: each input is
 * written before its recompute reads, and of two recomputes that read the same virtual only the
 * first commit succeeds, so the second reads again and sees both inputs.
 * `changedInput` is the input that just got its sample, as just written: it is not read again.
 * Returns the device before and after when it was written, with `added`: what history gained
 * (empty for a replay of a stored time), or undefined when the sample falls on another day than
 * the rollup read, so the caller stores its history on its own (storeHistoryAndRollups).
 */
export async function recomputeVirtual(
  systemId: string,
  sn: string,
  nowMs: number,
  changedInput?: Device,
): Promise<{ before: Device; after: Device; added?: Sample[] } | undefined> {
  const ref = db().doc(paths.device(systemId, sn));
  return untilUnchanged(async () => {
    // The rollup of the day the new sample falls in: the changed input's sample time is the
    // virtual's (computeVirtual takes the newest input); read with the rest in one round trip.
    const day = changedInput?.sample ? rollupRefsOf(systemId, sn, [changedInput.sample]) : [];
    const [snap, ...rollupSnaps] = await db().getAll(ref, ...day);
    meter.read(1 + rollupSnaps.length);
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
    const sameDay = rollupSnaps.length > 0 && rollupSnaps[0].id === rollupDay(next.sample.time);
    const history = sameDay ? await planHistoryAndRollups(batch, systemId, sn, [next.sample], rollupSnaps) : undefined;
    await batch.commit();
    meter.write(1 + (history?.writes ?? 0));
    return { before: virtual, after, added: history?.added };
  });
}
