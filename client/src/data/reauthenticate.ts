import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
} from 'firebase/auth';
import { firebaseAuth } from './authApp';
import { outcomeOfError, type SignInOutcome } from './signInOutcome';

/**
 * Signs the current user in again (Firebase asks for a recent sign-in before changing second
 * factors or deleting the account): with the password, or with Google for Google-only accounts.
 * A second factor makes it a step, as at sign-in.
 */
export async function reauthenticate(method: { password: string } | 'google'): Promise<SignInOutcome> {
  const user = firebaseAuth().auth.currentUser;
  if (!user) return outcomeOfError({ code: 'auth/no-current-user' });
  try {
    if (method === 'google')
      await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
    else await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', method.password));
    return { kind: 'signedIn' };
  } catch (e) {
    return outcomeOfError(e);
  }
}
