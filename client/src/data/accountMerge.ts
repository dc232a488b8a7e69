import { deleteApp, initializeApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  EmailAuthProvider,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  linkWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  type AuthCredential,
} from 'firebase/auth';
import { authFailureOf, type AuthFailure } from './authFailure';
import { callFunction } from './callables';
import { emulatorOrigin, firebaseAuth, firebaseConfig } from './authApp';
import { EMULATOR_PORTS } from './backend';

/** Proof that the user owns the other account: its ID token, and its credential to link afterwards. */
export interface OtherAccountProof {
  idToken: string;
  credential: AuthCredential | null;
}

/**
 * Signs in to the other account in a second, throw-away Firebase app (memory only), so the
 * session of the account being kept is not touched.
 */
export async function proveOtherAccount(
  method: { email: string; password: string } | 'google',
): Promise<OtherAccountProof | AuthFailure> {
  const app = initializeApp(firebaseConfig, `merge-proof-${Date.now()}`);
  try {
    const auth = initializeAuth(app, {
      persistence: inMemoryPersistence,
      popupRedirectResolver: browserPopupRedirectResolver,
    });
    const origin = emulatorOrigin(EMULATOR_PORTS.auth);
    if (origin) connectAuthEmulator(auth, origin, { disableWarnings: true });
    if (method === 'google') {
      const result = await signInWithPopup(auth, new GoogleAuthProvider());
      return { idToken: await result.user.getIdToken(), credential: GoogleAuthProvider.credentialFromResult(result) };
    }
    const result = await signInWithEmailAndPassword(auth, method.email.trim(), method.password);
    return {
      idToken: await result.user.getIdToken(),
      credential: EmailAuthProvider.credential(method.email.trim(), method.password),
    };
  } catch (e) {
    return authFailureOf(e);
  } finally {
    await deleteApp(app);
  }
}

/**
 * Merges the proven account into the signed-in one (callable `mergeAccounts`), adds the other
 * account's sign-in method to this one (so the user keeps both ways in), and refreshes the
 * token so the cleared 'user-requires-merge' claim arrives. Resolves to the callable's refusal
 * (its message, '' when it gave none), or undefined.
 */
export async function mergeOtherAccount(proof: OtherAccountProof): Promise<{ refused: string } | undefined> {
  const answer = await callFunction('mergeAccounts', { otherIdToken: proof.idToken });
  if (!answer.ok) return { refused: answer.message };
  const user = firebaseAuth().auth.currentUser;
  if (user && proof.credential) {
    // The other account is gone now, so its method is free to link; failing here loses nothing.
    await linkWithCredential(user, proof.credential).catch((e: unknown) =>
      console.warn('linking the merged sign-in failed', e),
    );
  }
  await user?.getIdToken(true);
  return undefined;
}
