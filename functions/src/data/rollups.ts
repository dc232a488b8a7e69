import { RollupSchema, type Rollup } from '@neuron/shared';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { paths } from './paths.js';

/** system/{sid}/devices/{sn}/rollups/{day} */
export const rollupPath = (sid: string, sn: string, day: string) => `${paths.device(sid, sn)}/rollups/${day}`;

export const rollupRef = (sid: string, sn: string, day: string): DocumentReference =>
  db().doc(rollupPath(sid, sn, day));

/** Reads the stored rollups of the given days inside a transaction (a malformed one starts over, logged). */
export async function readRollups(
  tx: Transaction,
  sid: string,
  sn: string,
  days: readonly string[],
): Promise<Map<string, Rollup>> {
  const out = new Map<string, Rollup>();
  if (days.length === 0) return out;
  const snaps = await tx.getAll(...days.map((d) => rollupRef(sid, sn, d)));
  for (const snap of snaps) {
    if (!snap.exists) continue;
    const parsed = RollupSchema.safeParse(snap.data());
    if (parsed.success) out.set(snap.id, parsed.data);
    else console.error(`${snap.ref.path} is malformed; rebuilt from new samples`, parsed.error.issues);
  }
  return out;
}
