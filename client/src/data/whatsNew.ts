import { collection, limit, orderBy, query, type DocumentReference } from 'firebase/firestore';
import { WhatsNewSchema, type Loaded, type WhatsNew } from '@neuron/shared';
import { readParsed } from './documents';
import { firebase } from './firebaseApp';

export type LoadedWhatsNew = Loaded<WhatsNew, DocumentReference>;

/** The latest whatsNew entry (limit 1, newest first; docs/CALLS.md). */
export async function readLatestWhatsNew(): Promise<LoadedWhatsNew | undefined> {
  const [latest] = await readParsed(
    query(collection(firebase().db, 'whatsNew'), orderBy('time', 'desc'), limit(1)),
    WhatsNewSchema,
  );
  return latest;
}
