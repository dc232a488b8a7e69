import { DeviceSchema, type Device } from '@neuron/shared';
import { db } from './admin.js';
import { paths } from './paths.js';
import { computeVirtual, virtualChanged, type VirtualInput } from '../domain/virtual.js';

/**
 * Recomputes every virtual sensor that reads `inputSn`, each in a transaction over the virtual
 * and its inputs, writing its `sample` and `state` only when they changed (so the write does not
 * set off another round). Returns the serials written.
 */
export async function recomputeVirtualsUsing(systemId: string, inputSn: string, nowMs: number): Promise<string[]> {
  const users = await db().collection(paths.devices(systemId)).where('config.inputs', 'array-contains', inputSn).get();
  const written: string[] = [];
  for (const doc of users.docs) {
    if (doc.get('type') !== 'VIRTUAL') continue;
    if (await recomputeVirtual(systemId, doc.id, nowMs)) written.push(doc.id);
  }
  return written;
}

/** Recomputes one virtual sensor; true when it was written. */
export async function recomputeVirtual(systemId: string, sn: string, nowMs: number): Promise<boolean> {
  const ref = db().doc(paths.device(systemId, sn));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const parsed = DeviceSchema.safeParse({ sn, ...snap.data() });
    if (!snap.exists || !parsed.success || parsed.data.type !== 'VIRTUAL') return false;
    const virtual = parsed.data;
    const sns = [...new Set(virtual.config.inputs ?? [])];
    const inputs = new Map<string, VirtualInput>();
    if (sns.length > 0) {
      const snaps = await tx.getAll(...sns.map((s) => db().doc(paths.device(systemId, s))));
      for (const s of snaps) {
        const input = s.exists ? DeviceSchema.safeParse({ sn: s.id, ...s.data() }) : undefined;
        inputs.set(s.id, input?.success ? (input.data satisfies Device) : undefined);
      }
    }
    const next = computeVirtual(virtual, inputs, nowMs);
    if (!next || !virtualChanged(virtual, next)) return false;
    tx.update(ref, { sample: next.sample, state: next.state });
    return true;
  });
}
