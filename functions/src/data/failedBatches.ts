import { db } from './admin.js';
import { paths } from './paths.js';

/**
 * Keeps a batch the store path gave up on (system/{sid}/failedBatches/{id}), once: a second
 * delivery of the same dead letter finds it there and writes nothing. Resolves to whether it
 * was new.
 */
export async function saveFailedBatch(systemId: string, id: string, doc: Record<string, unknown>): Promise<boolean> {
  try {
    await db().doc(paths.failedBatch(systemId, id)).create(doc);
    return true;
  } catch (e) {
    // Firestore's ALREADY_EXISTS (gRPC code 6): kept already.
    if ((e as { code?: number }).code === 6) return false;
    throw e;
  }
}
