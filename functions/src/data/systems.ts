import { DeviceSchema, SystemSummarySchema } from '@neuron/shared';
import { db } from './admin.js';
import { paths } from './paths.js';
import { computeSummary, summaryCountsDiffer } from '../domain/summary.js';

/**
 * Recounts a system's devices and writes `summary` only when a count changed (docs/ARCHITECTURE.md:
 * never per sample). In a transaction, so concurrent recounts cannot write a stale one last.
 */
export async function refreshSummary(systemId: string, nowMs: number): Promise<boolean> {
  const systemRef = db().doc(paths.system(systemId));
  return db().runTransaction(async (tx) => {
    const system = await tx.get(systemRef);
    if (!system.exists) return false;
    const devices = await tx.get(db().collection(paths.devices(systemId)));
    const parsed = devices.docs.flatMap((d) => {
      const p = DeviceSchema.safeParse({ sn: d.id, ...d.data() });
      return p.success ? [p.data] : [];
    });
    const next = computeSummary(parsed, nowMs);
    const stored = SystemSummarySchema.safeParse(system.get('summary'));
    if (!summaryCountsDiffer(stored.success ? stored.data : undefined, next)) return false;
    tx.update(systemRef, { summary: next });
    return true;
  });
}

/** Ids of every system (the sweep visits each). */
export async function listSystemIds(): Promise<string[]> {
  const refs = await db().collection(paths.systems()).listDocuments();
  return refs.map((r) => r.id);
}

/** A system document's data, or undefined when there is no such system. */
export async function readSystemData(systemId: string): Promise<Record<string, unknown> | undefined> {
  const snap = await db().doc(paths.system(systemId)).get();
  return snap.exists ? snap.data() : undefined;
}
