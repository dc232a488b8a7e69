import { DeviceSchema, type Device, type Sample } from '@neuron/shared';
import { db } from './admin.js';
import { meter } from './meter.js';
import { untilUnchanged } from './optimistic.js';
import { paths } from './paths.js';
import { planHistoryAndRollups, readRollupDocuments, runningRollupOf } from './rollups.js';
import { addToSummary } from './summary.js';
import type { HistoryPlanner } from '../domain/rollups.js';
import type { SummaryPlanner } from '../domain/summary.js';
import type { VirtualInput, VirtualUpdate } from '../domain/virtual.js';

/** Decides a virtual's update from it and its inputs as read (domain/virtual.ts planVirtualUpdate). */
export type VirtualPlanner = (virtual: Device, inputs: ReadonlyMap<string, VirtualInput>) => VirtualUpdate | undefined;

/**
 * Recomputes one virtual sensor from its inputs as `plan` decides, writing its `sample` and
 * `state` — and its new samples into its history and rollups (its running rollup on the device,
 * shared rollups/runningRollup.ts), in the same commit — only when
 * `plan` says something changed (the history as `history` plans it, the summary counts as `count`
 * does). No transaction: the virtual, its other inputs and its rollups are read plainly and the commit is made on the precondition that the virtual (and the rollups)
 * are still the versions read (data/optimistic.ts); on a conflict everything is read again. Two
 * inputs changing at once cannot leave it stale: each input is written before its recompute
 * reads, and of two recomputes that read the same virtual only the first commit succeeds, so the
 * second reads again and sees both inputs.
 * `changedInput` is the input that just got new samples (`days`: their samples, whose days'
 * rollups are read: the virtual's running one, and a day document only for another day), as just
 * written: it is not read again.
 * Returns the device before and after when it was written, the virtual's new `samples`, and
 * `added`: what history gained (empty for a replay of a stored time), or undefined when a sample
 * falls on a day whose rollup was not read, so the caller stores its history on its own
 * (storeHistoryAndRollups).
 */
export async function recomputeVirtual(
  systemId: string,
  sn: string,
  plan: VirtualPlanner,
  history: HistoryPlanner,
  count: SummaryPlanner,
  nowMs: number,
  changedInput?: { device: Device; days: readonly Pick<Sample, 'time'>[] },
): Promise<{ before: Device; after: Device; samples: Sample[]; added?: Sample[] } | undefined> {
  const ref = db().doc(paths.device(systemId, sn));
  return untilUnchanged(async () => {
    const snap = await ref.get();
    meter.read(1);
    const parsed = DeviceSchema.safeParse({ sn, ...snap.data() });
    if (!snap.exists || !snap.updateTime || !parsed.success || parsed.data.type !== 'VIRTUAL') return undefined;
    const virtual = parsed.data;
    // The rollups of the days the new samples fall in (the virtual's sample times are its
    // inputs'): its running rollup, read with it, and the documents of any other day.
    const running = runningRollupOf(snap.data(), snap.ref.path);
    const documents = changedInput ? await readRollupDocuments(systemId, sn, running, changedInput.days, history) : [];
    const inputs = new Map<string, VirtualInput>();
    if (changedInput) inputs.set(changedInput.device.sn, changedInput.device);
    const sns = [...new Set(virtual.config.inputs ?? [])].filter((s) => !inputs.has(s));
    if (sns.length > 0) {
      const snaps = await db().getAll(...sns.map((s) => db().doc(paths.device(systemId, s))));
      meter.read(snaps.length);
      for (const s of snaps) {
        const input = s.exists ? DeviceSchema.safeParse({ sn: s.id, ...s.data() }) : undefined;
        inputs.set(s.id, input?.success ? (input.data satisfies Device) : undefined);
      }
    }
    const next = plan(virtual, inputs);
    if (!next) return undefined;
    const after: Device = { ...virtual, sample: next.latest.sample, state: next.latest.state };
    const batch = db().batch();
    addToSummary(batch, systemId, count(virtual, after), nowMs);
    const readDays = new Set([...documents.map((r) => r.id), ...(changedInput && running ? [running.day] : [])]);
    const written = history.fitsOneCommit(next.samples, readDays)
      ? await planHistoryAndRollups(batch, systemId, sn, next.samples, { running, documents }, history)
      : undefined;
    const rollup = written?.running ? { rollup: written.running } : {};
    batch.update(ref, { sample: after.sample, state: after.state, ...rollup }, { lastUpdateTime: snap.updateTime });
    await batch.commit();
    meter.write(1 + (written?.writes ?? 0));
    return { before: virtual, after, samples: next.samples, added: written?.added };
  });
}
