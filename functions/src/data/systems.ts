import { DEFAULT_TIME_ZONE, SystemSchema } from '@neuron/shared';
import { FieldPath } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { paths } from './paths.js';

/**
 * The system ids (the sweep visits each) in pages of `pageSize`, in id order, each handed to `each` before the next page
 * is read: however many systems there are, the run holds one page.
 */
export async function forEachSystemIdPage(pageSize: number, each: (ids: string[]) => Promise<void>): Promise<void> {
  let after: string | undefined;
  for (;;) {
    let query = db().collection(paths.systems()).orderBy(FieldPath.documentId()).select().limit(pageSize);
    if (after !== undefined) query = query.startAfter(after);
    const snap = await query.get();
    if (snap.empty) return;
    await each(snap.docs.map((d) => d.id));
    if (snap.size < pageSize) return;
    after = snap.docs[snap.docs.length - 1].id;
  }
}

/** A system document's data, or undefined when there is no such system. */
export async function readSystemData(systemId: string): Promise<Record<string, unknown> | undefined> {
  const snap = await db().doc(paths.system(systemId)).get();
  return snap.exists ? snap.data() : undefined;
}

/** The zone a system's rule schedules and maintenance windows are read in (UTC when unset). */
export async function readSystemTimeZone(systemId: string): Promise<string> {
  return SystemSchema.safeParse((await readSystemData(systemId)) ?? {}).data?.timeZone ?? DEFAULT_TIME_ZONE;
}
