import { DEFAULT_TIME_ZONE, SystemSchema } from '@neuron/shared';
import { db } from './admin.js';
import { paths } from './paths.js';

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

/** The zone a system's rule schedules and maintenance windows are read in (UTC when unset). */
export async function readSystemTimeZone(systemId: string): Promise<string> {
  return SystemSchema.safeParse((await readSystemData(systemId)) ?? {}).data?.timeZone ?? DEFAULT_TIME_ZONE;
}
