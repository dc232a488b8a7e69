import {
  createUserWithEmailAndPassword,
  onIdTokenChanged,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut as fbSignOut,
  type User,
} from 'firebase/auth';
import { MERGE_REQUIRED_CLAIM } from '@neuron/shared';
import { authFailureOf, type AuthFailure } from './authFailure';
import { callFunction } from './callables';
import { firebaseAuth } from './authApp';
import { outcomeOfError, type SignInOutcome } from './signInOutcome';

export type { SignInOutcome } from './signInOutcome';

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
  /** Sign-in methods of the account ('password', 'google.com', ...). */
  providers?: string[];
  /** When the account was made and when it last signed in (ms), as Auth records them. */
  createdAt?: number | null;
  lastSignInAt?: number | null;
}

const msOf = (text: string | undefined) => {
  const ms = text ? Date.parse(text) : NaN;
  return Number.isFinite(ms) ? ms : null;
};

/** The claims of the user's current ID token; undefined when it cannot be read (e.g. offline). */
async function tokenClaims(u: User): Promise<Record<string, unknown> | undefined> {
  try {
    return (await u.getIdTokenResult()).claims;
  } catch {
    return undefined;
  }
}

/**
 * Calls back with the user (or null) on every sign-in and every token refresh (so a refreshed
 * merge claim or a newly verified e-mail shows); returns the unsubscribe.
 *
 * The security rules read the token's `email_verified` claim, not the user record. Auth can hold
 * a user it reloaded as verified (the link was followed in another tab, then the page reloaded)
 * with the token it had before: the app's listeners would then start and be refused. Until a
 * token carries the claim, the e-mail counts as unverified, and a fresh token is asked for (once
 * per user; this listener then runs again with it).
 */
export function watchAuthState(onChange: (user: SignedInUser | null) => void): () => void {
  // Reading the token is async: a later state change must win over an earlier slow read.
  let latest = 0;
  const refreshedFor = new Set<string>();
  return onIdTokenChanged(firebaseAuth().auth, async (u) => {
    const call = ++latest;
    const claims = u ? await tokenClaims(u) : undefined;
    const staleToken = !!u?.emailVerified && claims !== undefined && claims.email_verified !== true;
    if (u && staleToken && !refreshedFor.has(u.uid)) {
      refreshedFor.add(u.uid);
      void u.getIdToken(true).catch((e: unknown) => console.error('refreshing the sign-in token failed', e));
    }
    const user: SignedInUser | null = u && {
      uid: u.uid,
      email: u.email,
      emailVerified: u.emailVerified && !staleToken,
      displayName: u.displayName,
      photoURL: u.photoURL,
      phoneNumber: u.phoneNumber,
      requiresMerge: claims === undefined ? null : claims[MERGE_REQUIRED_CLAIM] === true,
      providers: u.providerData.map((p) => p.providerId),
      createdAt: msOf(u.metadata.creationTime),
      lastSignInAt: msOf(u.metadata.lastSignInTime),
    };
    if (call === latest) onChange(user);
  });
}

/** Signs in with e-mail and password: signed in, a second-factor step, or a catalogue message. */
export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  try {
    await signInWithEmailAndPassword(firebaseAuth().auth, email.trim(), password);
    return { kind: 'signedIn' };
  } catch (e) {
    return outcomeOfError(e);
  }
}

/** Signs out. */
export async function signOut(): Promise<void> {
  await fbSignOut(firebaseAuth().auth);
}

/** Creates an account and sends the verification e-mail; resolves to its failure, or undefined on success. */
export async function signUpWithPassword(email: string, password: string): Promise<AuthFailure | undefined> {
  try {
    const { user } = await createUserWithEmailAndPassword(firebaseAuth().auth, email.trim(), password);
    await sendEmailVerification(user, actionSettings());
    return undefined;
  } catch (e) {
    return authFailureOf(e);
  }
}

/** Where the e-mailed links send the user back to once done (the app's sign-in screen). */
export function actionSettings(): { url: string } {
  return { url: `${location.origin}/login` };
}

/** Sends the verification e-mail again; resolves to the Firebase error code, or undefined. */
export async function resendVerification(): Promise<string | undefined> {
  const user = firebaseAuth().auth.currentUser;
  if (!user) return 'auth/no-current-user';
  try {
    await sendEmailVerification(user, actionSettings());
    return undefined;
  } catch (e) {
    return (e as { code?: string }).code ?? 'unknown';
  }
}

/**
 * Reloads the user from Auth and refreshes the ID token, so that a change made elsewhere (the
 * e-mail verified in another tab, a new claim) reaches the app and the security rules.
 */
export async function refreshUser(): Promise<void> {
  const user = firebaseAuth().auth.currentUser;
  if (!user) return;
  await user.reload();
  await user.getIdToken(true);
}

/**
 * Asks the server whether another account shares this e-mail (it sets or clears the
 * 'user-requires-merge' claim); resolves to its answer. The current ID token still carries the
 * claim as it was: refreshToken() fetches one with the new claim.
 */
export async function checkAccountMerge(): Promise<{ requiresMerge: boolean }> {
  const answer = await callFunction('checkAccountMerge', {});
  if (!answer.ok) throw new Error(`checkAccountMerge refused (${answer.code}): ${answer.message}`);
  return { requiresMerge: answer.data.requiresMerge };
}

/** Fetches a fresh ID token for the signed-in user (watchAuthState then reports its claims). */
export async function refreshToken(): Promise<void> {
  await firebaseAuth().auth.currentUser?.getIdToken(true);
}

/** Whether the signed-in user's e-mail is verified, as Auth last told. */
export function currentUserVerified(): boolean {
  return !!firebaseAuth().auth.currentUser?.emailVerified;
}
export type { MfaChallenge } from './mfaSignIn';
