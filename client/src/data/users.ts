import { deleteUser, updateProfile } from 'firebase/auth';
import { deleteField, doc, onSnapshot, setDoc, type DocumentReference } from 'firebase/firestore';
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

/** Profile fields the settings screen saves; a null avatar goes back to the default svg. */
export interface ProfileChanges {
  displayName?: string;
  avatar?: string | null;
}

/**
 * Saves profile fields to users/{uid} (merged with what is there) and, for the display name,
 * to the Auth profile too, whose refreshed token carries it to the user menu.
 */
export async function saveProfile(uid: string, changes: ProfileChanges): Promise<void> {
  const data: Record<string, unknown> = {};
  if (changes.displayName !== undefined) data.displayName = changes.displayName;
  if (changes.avatar !== undefined) data.avatar = changes.avatar ?? deleteField();
  await setDoc(doc(firebase().db, 'users', uid), data, { merge: true });
  const user = firebase().auth.currentUser;
  if (user && changes.displayName !== undefined) {
    await updateProfile(user, { displayName: changes.displayName || null });
    await user.getIdToken(true);
  }
}

/**
 * Deletes the signed-in Auth account. The server's user-deleted trigger (onAccountDeleted) then
 * deletes its profile document and takes its e-mail off the systems' lists (docs/DECISIONS_ACCOUNTS.md, "Deleting an account").
 * Resolves to the Firebase error code, or undefined.
 */
export async function deleteAccount(): Promise<string | undefined> {
  const user = firebase().auth.currentUser;
  if (!user) return 'auth/no-current-user';
  try {
    await deleteUser(user);
    return undefined;
  } catch (e) {
    return (e as { code?: string }).code ?? 'unknown';
  }
}
