import { collection, orderBy, query, where, type DocumentReference } from 'firebase/firestore';
import { InviteSchema, type CallableOutput, type Invite, type Loaded } from '@neuron/shared';
import { watchParsed } from './documents';
import { callFunction, type CallResult } from './callables';
import { firebase } from './firebaseApp';

export type LoadedInvite = Loaded<Invite, DocumentReference>;

/** Invites for the user, live: user == the e-mail, newest first (docs/CALLS.md). Returns the unsubscribe. */
export function watchInvites(email: string, onChange: (invites: LoadedInvite[]) => void): () => void {
  const q = query(
    collection(firebase().db, 'invites'),
    where('user', '==', email), // normalised by the store (RootStore.followUser)
    orderBy('time', 'desc'),
  );
  return watchParsed(q, InviteSchema, onChange);
}

/** Accepts an invite (the callable adds the user to the system). */
export function acceptInvite(inviteId: string): Promise<CallResult<CallableOutput<'acceptInvite'>>> {
  return callFunction('acceptInvite', { inviteId });
}

/** Declines an invite. */
export function declineInvite(inviteId: string): Promise<CallResult<CallableOutput<'declineInvite'>>> {
  return callFunction('declineInvite', { inviteId });
}
