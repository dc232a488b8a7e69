import { collection, orderBy, query, where, type DocumentReference } from 'firebase/firestore';
import { InviteSchema, type Invite, type Loaded } from '@neuron/shared';
import { watchParsed } from './documents';
import { firebase } from './firebaseApp';

export type LoadedInvite = Loaded<Invite, DocumentReference>;

/** Invites for the user, live: user == the e-mail, newest first (docs/CALLS.md). Returns the unsubscribe. */
export function watchInvites(email: string, onChange: (invites: LoadedInvite[]) => void): () => void {
  const q = query(
    collection(firebase().db, 'invites'),
    where('user', '==', email.toLowerCase()),
    orderBy('time', 'desc'),
  );
  return watchParsed(q, InviteSchema, onChange);
}
