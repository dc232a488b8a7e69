import { onAuthStateChanged, signInWithEmailAndPassword, signOut as fbSignOut } from 'firebase/auth';
import { signInErrorMessage } from '@neuron/shared';
import { firebase } from './firebaseApp';

/** The signed-in user as the app uses it (SPEC.md §3, signed-in user). */
export interface SignedInUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
}

/** Calls back with the user (or null) on every sign-in state change; returns the unsubscribe. */
export function watchAuthState(onChange: (user: SignedInUser | null) => void): () => void {
  return onAuthStateChanged(firebase().auth, (u) =>
    onChange(
      u && {
        uid: u.uid,
        email: u.email,
        emailVerified: u.emailVerified,
        displayName: u.displayName,
        photoURL: u.photoURL,
        phoneNumber: u.phoneNumber,
      },
    ),
  );
}

/** Signs in with e-mail and password; resolves to an error message from the catalogue, or undefined on success. */
export async function signInWithPassword(email: string, password: string): Promise<string | undefined> {
  try {
    await signInWithEmailAndPassword(firebase().auth, email.trim(), password);
    return undefined;
  } catch (e) {
    return signInErrorMessage((e as { code?: string }).code);
  }
}

/** Signs out. */
export async function signOut(): Promise<void> {
  await fbSignOut(firebase().auth);
}
