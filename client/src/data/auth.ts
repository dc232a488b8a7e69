import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut as fbSignOut,
  type User,
} from 'firebase/auth';
import { MERGE_REQUIRED_CLAIM, signInErrorMessage } from '@neuron/shared';
import { firebaseAuth } from './authApp';

/** The signed-in user as the app uses it (docs/DATA_MODEL.md, signed-in user). */
export interface SignedInUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
  /** The token claim 'user-requires-merge'; null when the token could not be read (e.g. offline). */
  requiresMerge: boolean | null;
}

async function mergeClaim(u: User): Promise<boolean | null> {
  try {
    return (await u.getIdTokenResult()).claims[MERGE_REQUIRED_CLAIM] === true;
  } catch {
    return null;
  }
}

/** Calls back with the user (or null) on every sign-in state change; returns the unsubscribe. */
export function watchAuthState(onChange: (user: SignedInUser | null) => void): () => void {
  // Reading the token is async: a later state change must win over an earlier slow read.
  let latest = 0;
  return onAuthStateChanged(firebaseAuth().auth, async (u) => {
    const call = ++latest;
    const user: SignedInUser | null = u && {
      uid: u.uid,
      email: u.email,
      emailVerified: u.emailVerified,
      displayName: u.displayName,
      photoURL: u.photoURL,
      phoneNumber: u.phoneNumber,
      requiresMerge: await mergeClaim(u),
    };
    if (call === latest) onChange(user);
  });
}

/** Signs in with e-mail and password; resolves to an error message from the catalogue, or undefined on success. */
export async function signInWithPassword(email: string, password: string): Promise<string | undefined> {
  try {
    await signInWithEmailAndPassword(firebaseAuth().auth, email.trim(), password);
    return undefined;
  } catch (e) {
    return signInErrorMessage((e as { code?: string }).code);
  }
}

/** Signs out. */
export async function signOut(): Promise<void> {
  await fbSignOut(firebaseAuth().auth);
}

/** Creates an account and sends the verification e-mail; resolves to an error message, or undefined on success. */
export async function signUpWithPassword(email: string, password: string): Promise<string | undefined> {
  try {
    const { user } = await createUserWithEmailAndPassword(firebaseAuth().auth, email.trim(), password);
    await sendEmailVerification(user);
    return undefined;
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'auth/email-already-in-use') return 'An account with this e-mail exists already';
    if (code === 'auth/weak-password') return 'Password must be at least 6 characters';
    return signInErrorMessage(code);
  }
}
