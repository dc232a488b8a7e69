import { GoogleAuthProvider, type AuthCredential } from 'firebase/auth';
import { ACCOUNT_MESSAGES, isAccountExistsError, isMfaRequired, signInErrorMessage } from '@neuron/shared';
import { mfaChallengeOf, type MfaChallenge } from './mfaSignIn';

/** How a sign-in attempt ended (docs/BEHAVIOUR.md): signed in, a second-factor step, or an error message. */
export type SignInOutcome =
  | { kind: 'signedIn' }
  | { kind: 'mfa'; challenge: MfaChallenge }
  /** Google answered for an e-mail whose account signs in with a password (docs/BEHAVIOUR.md). */
  | { kind: 'linkRequired'; email: string }
  | { kind: 'error'; message: string };

// The Google credential waiting to be linked once the user has signed in with their password.
let pendingCredential: AuthCredential | null = null;

/** The credential an account-exists answer left to link, taken once. */
export function takePendingCredential(): AuthCredential | null {
  const credential = pendingCredential;
  pendingCredential = null;
  return credential;
}

/** Turns a failed sign-in into a step (second factor, link) or the catalogue message. */
export function outcomeOfError(error: unknown): SignInOutcome {
  const code = (error as { code?: string }).code;
  if (isMfaRequired(code)) return { kind: 'mfa', challenge: mfaChallengeOf(error) };
  if (isAccountExistsError(code)) {
    const email = (error as { customData?: { email?: string } }).customData?.email ?? '';
    pendingCredential = GoogleAuthProvider.credentialFromError(error as never);
    return { kind: 'linkRequired', email };
  }
  if (code === 'auth/popup-closed-by-user' || code === 'auth/popup-blocked') {
    return { kind: 'error', message: ACCOUNT_MESSAGES.popupBlocked };
  }
  return { kind: 'error', message: signInErrorMessage(code) };
}
