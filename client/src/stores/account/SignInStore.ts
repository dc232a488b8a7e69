import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  ACCOUNT_MESSAGES,
  isSixDigitCode,
  phoneReverifyErrorMessage,
  signInErrorMessage,
  type MfaEnrollment,
} from '@neuron/shared';
import type { MfaChallenge, SignInOutcome } from '../../data/auth';
import type { Transport } from '../transport';

/** What a failed sign-in says: a closed or blocked popup in words of its own, else the catalogue's. */
function signInFailureText(code: string | undefined): string {
  if (code === 'auth/popup-closed-by-user' || code === 'auth/popup-blocked') return ACCOUNT_MESSAGES.popupBlocked;
  return signInErrorMessage(code);
}

/**
 * The sign-in flow of the Login screen (docs/BEHAVIOUR.md, sign-in result): e-mail and password or
 * Google, then — when the account has a second factor — the multi-factor step, which is a step
 * and not an error. A Google answer for an e-mail that signs in with a password asks for the
 * password first and links Google afterwards (docs/BEHAVIOUR.md).
 */
export class SignInStore {
  busy = false;
  error: string | undefined = undefined;
  /** The second-factor step, while one is open. */
  challenge: MfaChallenge | null = null;
  /** The phone factor an SMS code was sent to (the code field shows, and Resend). */
  smsSentTo: string | undefined = undefined;
  /** The e-mail whose password must be entered before Google is linked to it. */
  linkEmail: string | undefined = undefined;

  constructor(private readonly transport: Transport) {
    makeAutoObservable<SignInStore, 'transport'>(this, { transport: false, challenge: observable.ref });
  }

  get factors(): MfaEnrollment[] {
    return this.challenge?.factors ?? [];
  }

  /** Signs in with e-mail and password; true once signed in. */
  signInWithPassword(email: string, password: string): Promise<boolean> {
    return this.run(() => this.transport.signInWithPassword(email, password));
  }

  /** Signs in with Google: popup on wide screens, redirect on narrow ones. */
  signInWithGoogle(narrow: boolean): Promise<boolean> {
    return this.run(() => this.transport.signInWithGoogle(narrow ? 'redirect' : 'popup'));
  }

  /** Signs the current user in again before a sensitive change; true once done (a second factor may come first). */
  reauthenticate(method: { password: string } | 'google'): Promise<boolean> {
    return this.run(() => this.transport.reauthenticate(method));
  }

  /** Reads the result of a Google redirect that brought the page back (an error or a step shows here). */
  async completeRedirect(): Promise<void> {
    const outcome = await this.transport.completeRedirectSignIn();
    if (outcome) await this.apply(outcome);
  }

  /** Sends (or resends) the SMS code to a phone factor. */
  async sendSmsCode(factorUid: string): Promise<void> {
    const challenge = this.challenge;
    if (!challenge) return;
    this.start();
    const failure = await challenge.sendSmsCode(factorUid);
    const message = failure && phoneReverifyErrorMessage(failure.code);
    runInAction(() => {
      this.busy = false;
      this.error = message;
      if (!message) this.smsSentTo = factorUid;
    });
  }

  /** Completes the second-factor step with an SMS code (phone) or an authenticator-app code (totp). */
  async verifyCode(factor: MfaEnrollment, code: string): Promise<boolean> {
    const challenge = this.challenge;
    if (!challenge) return false;
    if (!isSixDigitCode(code)) {
      this.error = ACCOUNT_MESSAGES.codeFormat;
      return false;
    }
    this.start();
    const digits = code.replace(/\s/g, '');
    const failure =
      factor.factorId === 'phone'
        ? await challenge.verifySmsCode(digits)
        : await challenge.verifyTotpCode(factor.uid, digits);
    if (failure) {
      runInAction(() => this.finish(phoneReverifyErrorMessage(failure.code)));
      return false;
    }
    return this.apply({ kind: 'signedIn' });
  }

  /** Leaves the second-factor step, back to the e-mail and password. */
  cancelStep(): void {
    this.challenge = null;
    this.smsSentTo = undefined;
    this.error = undefined;
  }

  private start(): void {
    this.busy = true;
    this.error = undefined;
  }

  private finish(error: string | undefined): void {
    this.busy = false;
    this.error = error;
  }

  private async run(attempt: () => Promise<SignInOutcome>): Promise<boolean> {
    this.start();
    return this.apply(await attempt());
  }

  private async apply(outcome: SignInOutcome): Promise<boolean> {
    if (outcome.kind === 'signedIn') {
      // A Google credential waiting for this account is linked now that the password proved it.
      if (this.linkEmail) await this.transport.linkPendingCredential();
      runInAction(() => {
        this.challenge = null;
        this.smsSentTo = undefined;
        this.linkEmail = undefined;
        this.finish(undefined);
      });
      return true;
    }
    runInAction(() => {
      if (outcome.kind === 'mfa') {
        this.challenge = outcome.challenge;
        this.smsSentTo = undefined;
        this.finish(undefined);
      } else if (outcome.kind === 'linkRequired') {
        this.linkEmail = outcome.email;
        this.finish(undefined);
      } else this.finish(signInFailureText(outcome.code));
    });
    return false;
  }
}
