import { db } from './admin.js';

/** Ids of every system (the sweep visits each). */
export async function listSystemIds(): Promise<string[]> {
  const refs = await db().collection('system').listDocuments();
  return refs.map((r) => r.id);
}
