import { doc, onSnapshot, type DocumentReference } from 'firebase/firestore';
import { UserProfileSchema, type Loaded, type UserProfile } from '@neuron/shared';
import { parseDoc } from './documents';
import { firebase } from './firebaseApp';

export type LoadedUserProfile = Loaded<UserProfile, DocumentReference>;

/** The user document by id, live (docs/CALLS.md: field avatar); undefined while it does not exist. */
export function watchUserProfile(uid: string, onChange: (profile: LoadedUserProfile | undefined) => void): () => void {
  return onSnapshot(
    doc(firebase().db, 'users', uid),
    (snap) => onChange(parseDoc(UserProfileSchema, snap)),
    (error) => {
      console.error('user profile listener failed', error);
      onChange(undefined);
    },
  );
}
