import {
  browserPopupRedirectResolver,
  getRedirectResult,
  GoogleAuthProvider,
  linkWithCredential,
  signInWithPopup,
  signInWithRedirect,
} from 'firebase/auth';
import { firebaseAuth } from './authApp';
import { outcomeOfError, takePendingCredential, type SignInOutcome } from './signInOutcome';

/**
 * Signs in with Google: a popup on wide screens; on narrow ones (phones, where popups open as
 * tabs and get lost) a redirect, whose result `completeRedirectSignIn` reads after the reload.
 */
export async function signInWithGoogle(mode: 'popup' | 'redirect'): Promise<SignInOutcome> {
  const provider = new GoogleAuthProvider();
  try {
    if (mode === 'redirect') {
      await signInWithRedirect(firebaseAuth().auth, provider, browserPopupRedirectResolver);
      return { kind: 'signedIn' }; // the page navigates away before this matters
    }
    await signInWithPopup(firebaseAuth().auth, provider, browserPopupRedirectResolver);
    return { kind: 'signedIn' };
  } catch (e) {
    return outcomeOfError(e);
  }
}

/** The outcome of a redirect sign-in that brought the page back, or undefined when there was none. */
export async function completeRedirectSignIn(): Promise<SignInOutcome | undefined> {
  try {
    const result = await getRedirectResult(firebaseAuth().auth, browserPopupRedirectResolver);
    return result ? { kind: 'signedIn' } : undefined;
  } catch (e) {
    return outcomeOfError(e);
  }
}

/**
 * Links the Google credential that an account-exists answer left waiting to the account now
 * signed in (docs/BEHAVIOUR.md); true when one was linked.
 */
export async function linkPendingCredential(): Promise<boolean> {
  const credential = takePendingCredential();
  const user = firebaseAuth().auth.currentUser;
  if (!credential || !user) return false;
  try {
    await linkWithCredential(user, credential);
    return true;
  } catch (e) {
    console.error('linking the Google sign-in failed', e);
    return false;
  }
}
