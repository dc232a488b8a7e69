import {
  ACCOUNT_MESSAGES,
  PASSWORD_MIN_LENGTH,
  actionCodeErrorMessage,
  credentialsProblem,
  signInErrorMessage,
} from '@neuron/shared';
import type { AuthStore } from './AuthStore';
import type { Transport } from '../transport';

/** What an e-mailed action code is for, or the message when it cannot be used. */
export type ActionCodeCheck = { ok: true; email: string } | { ok: false; message: string };

/** What the form shows after a step: a message beside the field, or the next state. */
export type FieldProblem = { field: 'email' | 'password' | 'repeat' | 'code'; message: string };

/**
 * Password reset and the e-mailed action links (reset password, verify e-mail), handled in the
 * app's own screen rather than Firebase's hosted page.
 */
export class EmailLinkStore {
  constructor(
    private readonly transport: Transport,
    private readonly auth: AuthStore,
  ) {}

  /**
   * Requests the reset e-mail. An unknown e-mail answers exactly like a known one (no account
   * enumeration); only a malformed address or throttling is reported.
   */
  async requestReset(email: string): Promise<{ ok: true; message: string } | FieldProblem> {
    const problem = credentialsProblem(email, 'x'.repeat(PASSWORD_MIN_LENGTH));
    if (problem) return { field: 'email', message: problem };
    const failure = await this.transport.requestPasswordReset(email);
    if (failure?.code === 'auth/invalid-email' || failure?.code === 'auth/too-many-requests')
      return { field: 'email', message: signInErrorMessage(failure.code) };
    return { ok: true, message: ACCOUNT_MESSAGES.resetRequested };
  }

  /** Checks a link's code before the screen asks for anything. */
  async inspect(oobCode: string): Promise<ActionCodeCheck> {
    const check = await this.transport.inspectActionCode(oobCode);
    return check.ok ? check : { ok: false, message: actionCodeErrorMessage(check.code) };
  }

  /** Sets the new password (validated first); undefined when done. */
  async resetPassword(oobCode: string, password: string, repeat: string): Promise<FieldProblem | undefined> {
    if (password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: ACCOUNT_MESSAGES.weakPassword };
    if (password !== repeat) return { field: 'repeat', message: ACCOUNT_MESSAGES.passwordsDiffer };
    const failure = await this.transport.resetPassword(oobCode, password);
    if (!failure) return undefined;
    return failure.code === 'auth/weak-password'
      ? { field: 'password', message: ACCOUNT_MESSAGES.weakPassword }
      : { field: 'code', message: actionCodeErrorMessage(failure.code) };
  }

  /** Applies a verification link; a signed-in user is reloaded so the guard lets them in. */
  async verifyEmail(oobCode: string): Promise<string | undefined> {
    const failure = await this.transport.verifyEmail(oobCode);
    if (failure) return actionCodeErrorMessage(failure.code);
    if (this.auth.user) await this.auth.refresh();
    return undefined;
  }
}
