import { DeviceSchema, type Device } from '@neuron/shared';
import { FieldValue, type DocumentReference, type SetOptions } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { meter } from './meter.js';
import { paths } from './paths.js';
import type { SummaryDelta } from '../domain/summary.js';

/** What the summary increments need of a transaction or a write batch: a set. */
export interface SummaryWriter {
  set(ref: DocumentReference, data: Record<string, unknown>, options?: SetOptions): unknown;
}

/**
 * Records a change of the counts inside the caller's transaction or batch: a delta document of its
 * own (`system/{sid}/summaryDeltas/{auto id}`), never a write of `summary/counts` itself, so a storm
 * of changes puts no load on one document; the next fold adds it in (foldSummaryDeltas, within
 * seconds: its creation starts `onSummaryDelta`, which queues the system's fold). The commit that
 * changes a device's state is the one that knows what changed, and it succeeds once per change.
 * `delta` is what the workflow's summary planner decided (domain/summary.ts `planSummaryChange`),
 * or a batch's changes added up (`sumDeltas`): null writes nothing.
 */
export function addToSummary(tx: SummaryWriter, systemId: string, delta: SummaryDelta | null, nowMs: number): void {
  if (!delta) return;
  tx.set(db().collection(paths.summaryDeltas(systemId)).doc(), { ...delta, at: nowMs });
  meter.write(1);
}

/** Commits a change of the counts on its own (a delivered batch's changes, added up): one delta document. */
export async function commitSummaryChange(systemId: string, delta: SummaryDelta | null, nowMs: number): Promise<void> {
  if (!delta) return;
  const batch = db().batch();
  addToSummary(batch, systemId, delta, nowMs);
  await batch.commit();
}

/** gRPC codes of a fold whose deltas another fold took first (a delete's `exists` precondition failed). */
const TAKEN = new Set([5, 9, 10]);

/**
 * Folds a system's pending deltas into `summary/counts`: reads up to `batchSize` of them, and in one
 * commit adds what `sum` makes of them (domain/summary.ts `foldDeltas`) to the counts (blind
 * increments: the only writer of the counts besides a recount) and deletes them, each on the
 * precondition that it still exists, so two folds never count one delta twice (the loser reads
 * again). Repeats while a full page was folded. Returns how many deltas were folded.
 */
export async function foldSummaryDeltas(
  systemId: string,
  nowMs: number,
  sum: (deltas: unknown[]) => SummaryDelta | null,
  batchSize: number,
): Promise<number> {
  let folded = 0;
  for (let attempt = 0; attempt < 20;) {
    const snap = await db().collection(paths.summaryDeltas(systemId)).limit(batchSize).get();
    meter.read(Math.max(1, snap.size));
    if (snap.empty) return folded;
    const delta = sum(snap.docs.map((d) => d.data()));
    const batch = db().batch();
    if (delta) {
      const counts: Record<string, unknown> = { updatedAt: nowMs };
      // Every count, zeros included: the first fold of a system writes all of them.
      for (const [k, v] of Object.entries(delta)) counts[k] = FieldValue.increment(v);
      batch.set(db().doc(paths.summary(systemId)), counts, { merge: true });
    }
    for (const d of snap.docs) batch.delete(d.ref, { exists: true });
    try {
      await batch.commit();
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (typeof code !== 'number' || !TAKEN.has(code)) throw e;
      attempt++;
      continue;
    }
    meter.write((delta ? 1 : 0) + snap.size);
    folded += snap.size;
    if (snap.size < batchSize) return folded;
  }
  throw new Error(`summary fold of ${systemId}: its deltas kept being taken by another fold`);
}

/** A system's counts as a recount reads them: its devices, its stored counts and its deltas not yet folded. */
export interface CountsRead {
  devices: Device[];
  counts: unknown;
  deltas: unknown[];
}

/**
 * Reads what a recount compares (domain/summary.ts `planRecount`) at one moment: a read-only
 * transaction (no lock), so the devices, the counts and the pending deltas agree with each other
 * (a delta is committed with the device change it records). A device that does not parse is left
 * out, as the functions leave it out of everything else.
 */
export async function readCountsAtOnce(systemId: string): Promise<CountsRead> {
  return runTransaction(
    async (tx) => {
      const [devices, counts, deltas] = await Promise.all([
        tx.get(db().collection(paths.devices(systemId))),
        tx.get(db().doc(paths.summary(systemId))),
        tx.get(db().collection(paths.summaryDeltas(systemId))),
      ]);
      meter.read(devices.size + 1 + Math.max(1, deltas.size));
      return {
        devices: devices.docs.flatMap((d) => {
          const parsed = DeviceSchema.safeParse({ sn: d.id, ...d.data() });
          return parsed.success ? [parsed.data] : [];
        }),
        counts: counts.data(),
        deltas: deltas.docs.map((d) => d.data()),
      };
    },
    { readOnly: true },
  );
}
