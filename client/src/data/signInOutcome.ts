import { GoogleAuthProvider, type AuthCredential } from 'firebase/auth';
import { ACCOUNT_EXISTS_ERROR_CODE, MFA_REQUIRED_ERROR_CODE } from '@neuron/shared';
import { authFailureOf, type AuthFailure } from './authFailure';
import { mfaChallengeOf, type MfaChallenge } from './mfaSignIn';

/** How a sign-in attempt ended (docs/BEHAVIOUR.md): signed in, a second-factor step, or a failure. */
export type SignInOutcome =
  | { kind: 'signedIn' }
  | { kind: 'mfa'; challenge: MfaChallenge }
  /** Google answered for an e-mail whose account signs in with a password (docs/BEHAVIOUR.md). */
  | { kind: 'linkRequired'; email: string }
  | ({ kind: 'error' } & AuthFailure);

// The Google credential waiting to be linked once the user has signed in with their password.
let pendingCredential: AuthCredential | null = null;

/** The credential an account-exists answer left to link, taken once. */
export function takePendingCredential(): AuthCredential | null {
  const credential = pendingCredential;
  pendingCredential = null;
  return credential;
}

/** Turns a failed sign-in into a step (second factor, link: the SDK's objects) or its failure. */
export function outcomeOfError(error: unknown): SignInOutcome {
  const { code } = authFailureOf(error);
  if (code === MFA_REQUIRED_ERROR_CODE) return { kind: 'mfa', challenge: mfaChallengeOf(error) };
  if (code === ACCOUNT_EXISTS_ERROR_CODE) {
    const email = (error as { customData?: { email?: string } }).customData?.email ?? '';
    pendingCredential = GoogleAuthProvider.credentialFromError(error as never);
    return { kind: 'linkRequired', email };
  }
  return { kind: 'error', code };
}
