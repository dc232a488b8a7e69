import { makeAutoObservable, runInAction } from 'mobx';
import {
  ACCOUNT_MESSAGES,
  enrolmentErrorMessage,
  isSixDigitCode,
  needsRecentLogin,
  phoneReverifyErrorMessage,
  SMS_CODE_MESSAGES,
  type MfaEnrollment,
} from '@neuron/shared';
import type { AuthFailure } from '../../data/mfaEnrolment';
import { SignInStore } from './SignInStore';
import type { Transport } from '../transport';
import { featureStore } from '../featureStore';

/** International format, as Firebase wants it: a plus, then 7 to 15 digits. */
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * Second factors in the security settings: enrol a phone (named 'Phone number') or an
 * authenticator app, list and remove them. A change Firebase refuses for want of a recent
 * sign-in opens the re-authentication prompt, and is retried once that succeeds.
 */
export class SecurityStore {
  factors: MfaEnrollment[] = [];
  /** A phone enrolment waiting for its SMS code. */
  phone: { number: string; verificationId: string } | null = null;
  /** An authenticator-app enrolment waiting for its first code. */
  totp: { secretKey: string; otpauthUrl: string } | null = null;
  busy = false;
  error: string | undefined = undefined;
  notice: string | undefined = undefined;
  /** True while the re-authentication prompt is open. */
  reauthNeeded = false;
  private retry: (() => Promise<void>) | undefined;

  constructor(
    private readonly transport: Transport,
    readonly reauth: SignInStore,
  ) {
    makeAutoObservable<SecurityStore, 'transport' | 'retry'>(this, { transport: false, retry: false, reauth: false });
  }

  /** Reads the enrolled factors of the signed-in user. */
  load(): void {
    this.factors = this.transport.listFactors();
  }

  /** Sends a code to the number with a multi-factor session (step one of a phone enrolment). */
  async startPhone(input: string): Promise<void> {
    const number = input.replace(/[\s()-]/g, '');
    if (!E164.test(number)) return this.fail(ACCOUNT_MESSAGES.phoneFormat);
    await this.attempt(
      () => this.transport.startPhoneEnrolment(number),
      (r) => (this.phone = { number, verificationId: r.verificationId }),
      (code) => (code === 'auth/invalid-phone-number' ? ACCOUNT_MESSAGES.phoneFormat : phoneReverifyErrorMessage(code)),
    );
  }

  /** Sends a new code to the number being enrolled. */
  resendPhone(): Promise<void> {
    return this.phone ? this.startPhone(this.phone.number) : Promise.resolve();
  }

  /** Enrols the phone with the code from the SMS (step two). */
  async confirmPhone(code: string): Promise<void> {
    const phone = this.phone;
    if (!phone) return;
    if (!isSixDigitCode(code)) return this.fail(SMS_CODE_MESSAGES.invalid);
    await this.attempt(
      () => this.transport.finishPhoneEnrolment(phone.verificationId, code.replace(/\s/g, '')),
      () => this.enrolled(`Phone ${phone.number} added as a second factor.`),
    );
  }

  /** Starts an authenticator-app enrolment: shows the secret as a QR code and as text. */
  async startTotp(): Promise<void> {
    await this.attempt(
      () => this.transport.startTotpEnrolment(),
      (r) => (this.totp = r),
      (code) =>
        code === 'auth/operation-not-allowed' || code === 'auth/invalid-argument'
          ? ACCOUNT_MESSAGES.totpUnavailable
          : enrolmentErrorMessage(code),
    );
  }

  /** Confirms the authenticator app with its current code. */
  async confirmTotp(code: string, name: string): Promise<void> {
    if (!this.totp) return;
    if (!isSixDigitCode(code)) return this.fail(SMS_CODE_MESSAGES.invalid);
    await this.attempt(
      () => this.transport.finishTotpEnrolment(code.replace(/\s/g, ''), name.trim() || 'Authenticator app'),
      () => this.enrolled('Authenticator app added as a second factor.'),
    );
  }

  /** Removes a second factor. */
  async remove(factorUid: string): Promise<void> {
    await this.attempt(
      () => this.transport.removeFactor(factorUid),
      () => this.enrolled('Second factor removed.'),
    );
  }

  /** Leaves an enrolment half-way. */
  cancel(): void {
    this.phone = null;
    this.totp = null;
    this.error = undefined;
  }

  /** Signs in again with the prompt's method, then retries the refused change. */
  async reauthenticate(method: { password: string } | 'google'): Promise<void> {
    if (await this.reauth.reauthenticate(method)) await this.afterReauth();
  }

  /** Called once the prompt's sign-in (with its second factor, if any) has succeeded. */
  async afterReauth(): Promise<void> {
    const retry = this.retry;
    runInAction(() => {
      this.reauthNeeded = false;
      this.retry = undefined;
    });
    if (retry) await retry();
  }

  /** Closes the prompt without retrying. */
  cancelReauth(): void {
    this.reauthNeeded = false;
    this.retry = undefined;
    this.reauth.cancelStep();
  }

  private enrolled(notice: string): void {
    this.phone = null;
    this.totp = null;
    this.notice = notice;
    this.factors = this.transport.listFactors();
  }

  private fail(message: string): void {
    this.error = message;
    this.notice = undefined;
  }

  private async attempt<T>(
    action: () => Promise<T | AuthFailure | undefined>,
    onSuccess: (result: T) => void,
    messageOf: (code: string) => string = enrolmentErrorMessage,
  ): Promise<void> {
    this.busy = true;
    this.error = undefined;
    this.notice = undefined;
    const result = await action();
    runInAction(() => {
      this.busy = false;
      const code = result && typeof result === 'object' && 'code' in result ? result.code : undefined;
      if (code === undefined) return onSuccess(result as T);
      this.error = messageOf(code);
      if (needsRecentLogin(code)) {
        this.reauthNeeded = true;
        this.retry = () => this.attempt(action, onSuccess, messageOf);
      }
    });
  }
}

/** Second factors, made by the security page; re-authentication has its own sign-in flow, so the login screen's state is left alone. */
export const securityFeature = featureStore({
  make: (root) => new SecurityStore(root.transport, new SignInStore(root.transport)),
});
