import { DEFAULT_TIME_ZONE, SystemSchema } from '@neuron/shared';
import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { meter } from './meter.js';
import { collectionGroups, paths } from './paths.js';

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

/**
 * The ids of the systems holding a document of collection group `group` (system/{sid}/<group>/…),
 * with `where` as an equality filter if given: a collection-group query ordered by path, read
 * `pageSize` documents at a time with no fields, each system's id handed to `each` once (a
 * system's documents are next to each other in path order), the next page read after it.
 */
export async function forEachSystemIdHolding(
  group: keyof typeof collectionGroups,
  pageSize: number,
  each: (ids: string[]) => Promise<void>,
  where?: { field: string; value: string },
): Promise<void> {
  let after: QueryDocumentSnapshot | undefined;
  let lastId: string | undefined;
  for (;;) {
    let query: Query = db().collectionGroup(collectionGroups[group]);
    if (where) query = query.where(where.field, '==', where.value);
    query = query.orderBy(FieldPath.documentId()).select().limit(pageSize);
    if (after) query = query.startAfter(after);
    const snap = await query.get();
    meter.read(Math.max(1, snap.size));
    const ids = [...new Set(snap.docs.flatMap((d) => d.ref.parent.parent?.id ?? []))].filter((id) => id !== lastId);
    if (ids.length > 0) await each(ids);
    lastId = ids.at(-1) ?? lastId;
    if (snap.size < pageSize) return;
    after = snap.docs[snap.docs.length - 1];
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
