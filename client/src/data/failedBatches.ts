import { collection, limit, query, where, type DocumentReference } from 'firebase/firestore';
import { FailedBatchSchema, type FailedBatch, type Loaded } from '@neuron/shared';
import { watchParsed } from './documents';
import { firebase } from './firebaseApp';

export type LoadedFailedBatch = Loaded<FailedBatch, DocumentReference>;

/** The most failed batches a gateway's screen lists (one more is read, to say "at least"). */
export const FAILED_BATCHES_SHOWN = 20;

/**
 * The sample batches of one gateway the store path gave up on (system/{sid}/failedBatches; only
 * the system's admins may read them), live: at most FAILED_BATCHES_SHOWN + 1, newest first.
 */
export function watchFailedBatches(
  systemId: string,
  gatewaySn: string,
  onChange: (list: LoadedFailedBatch[]) => void,
): () => void {
  const q = query(
    collection(firebase().db, 'system', systemId, 'failedBatches'),
    where('gatewaySn', '==', gatewaySn),
    limit(FAILED_BATCHES_SHOWN + 1),
  );
  return watchParsed(q, FailedBatchSchema, (list) => onChange([...list].sort((a, b) => b.failedAt - a.failedAt)));
}
