import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { SampleSchema, type Sample } from '@neuron/shared';
import { readParsed } from './documents';
import { firebase } from './firebaseApp';

/**
 * A device's stored samples (`devices/{sn}/samples`) at or after `sinceMs`, newest first, at
 * most `max` (a backtest over a fast sensor's week would otherwise read every sample).
 */
export async function readSampleHistory(systemId: string, sn: string, sinceMs: number, max: number): Promise<Sample[]> {
  const q = query(
    collection(firebase().db, 'system', systemId, 'devices', sn, 'samples'),
    where('time', '>=', sinceMs),
    orderBy('time', 'desc'),
    limit(max),
  );
  return (await readParsed(q, SampleSchema)).map(({ id: _id, ref: _ref, ...s }) => s);
}
