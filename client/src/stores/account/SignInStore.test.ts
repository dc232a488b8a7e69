import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SIGN_IN_FALLBACK_ERROR, SMS_CODE_MESSAGES, type MfaEnrollment } from '@neuron/shared';
import type { MfaChallenge, SignInOutcome } from '../../data/auth';
import { SignInStore } from './SignInStore';
import type { Transport } from '../transport';

const PHONE: MfaEnrollment = {
  factorId: 'phone',
  uid: 'f-phone',
  enrollmentTime: 1,
  displayName: 'Phone number',
  phoneNumber: '+15555550100',
};
const TOTP: MfaEnrollment = { factorId: 'totp', uid: 'f-totp', enrollmentTime: 2, displayName: 'Authenticator' };

/** A second-factor challenge with the SDK's SMS and TOTP calls faked (the Auth emulator has no TOTP). */
function fakeChallenge(calls: string[]): MfaChallenge {
  return {
    factors: [PHONE, TOTP],
    sendSmsCode: (uid) => (calls.push(`send ${uid}`), Promise.resolve(undefined)),
    verifySmsCode: (code) => (
      calls.push(`sms ${code}`),
      Promise.resolve(code === '111111' ? undefined : { code: 'auth/invalid-verification-code' })
    ),
    verifyTotpCode: (uid, code) => (
      calls.push(`totp ${uid} ${code}`),
      Promise.resolve(code === '222222' ? undefined : { code: 'auth/invalid-verification-code' })
    ),
  };
}

function setup(outcome: SignInOutcome) {
  const linked: string[] = [];
  const transport = {
    signInWithPassword: () => Promise.resolve(outcome),
    signInWithGoogle: (mode: string) => Promise.resolve(mode === 'popup' ? outcome : { kind: 'signedIn' }),
    linkPendingCredential: () => (linked.push('google'), Promise.resolve(true)),
  } as unknown as Transport; // only the calls SignInStore makes here
  return { store: new SignInStore(transport), linked };
}

describe('SignInStore: the sign-in result is success, a second-factor step, or a message (docs/BEHAVIOUR.md)', () => {
  it('shows a catalogue message for a failed sign-in', async () => {
    const { store } = setup({ kind: 'error', code: 'auth/too-many-requests' });
    await store.signInWithPassword('a@b.dev', 'x');
    expect(store.error).toBe('Too many requests');
    expect(store.challenge).toBeNull();
  });

  it('says an unexpected failure with the fallback sentence, and a closed popup in words of its own', async () => {
    for (const [code, message] of [
      ['auth/internal-error', SIGN_IN_FALLBACK_ERROR],
      [undefined, SIGN_IN_FALLBACK_ERROR],
      ['auth/popup-closed-by-user', ACCOUNT_MESSAGES.popupBlocked],
    ] as const) {
      const { store } = setup({ kind: 'error', code });
      await store.signInWithPassword('a@b.dev', 'x');
      expect(store.error, code).toBe(message);
    }
  });

  it('opens the second-factor step (not an error) and completes it by SMS: send, resend, verify', async () => {
    const calls: string[] = [];
    const { store } = setup({ kind: 'mfa', challenge: fakeChallenge(calls) });
    await store.signInWithPassword('a@b.dev', 'x');
    expect(store.error).toBeUndefined();
    expect(store.factors.map((f) => f.factorId)).toEqual(['phone', 'totp']);
    await store.sendSmsCode('f-phone');
    expect(store.smsSentTo).toBe('f-phone');
    await store.sendSmsCode('f-phone');
    await store.verifyCode(PHONE, '12');
    expect(store.error).toBe(ACCOUNT_MESSAGES.codeFormat);
    await store.verifyCode(PHONE, '999999');
    expect(store.error).toBe(SMS_CODE_MESSAGES.invalid);
    await store.verifyCode(PHONE, '111 111');
    expect(store.error).toBeUndefined();
    expect(store.challenge).toBeNull();
    expect(calls).toEqual(['send f-phone', 'send f-phone', 'sms 999999', 'sms 111111']);
  });

  it('completes the step with an authenticator-app code (TOTP faked at the data layer)', async () => {
    const calls: string[] = [];
    const { store } = setup({ kind: 'mfa', challenge: fakeChallenge(calls) });
    await store.signInWithPassword('a@b.dev', 'x');
    await store.verifyCode(TOTP, '000000');
    expect(store.error).toBe(SMS_CODE_MESSAGES.invalid);
    await store.verifyCode(TOTP, '222222');
    expect(store.challenge).toBeNull();
    expect(calls).toEqual(['totp f-totp 000000', 'totp f-totp 222222']);
  });

  it('asks for the password of an e-mail Google answered for, then links Google to it (docs/BEHAVIOUR.md)', async () => {
    const { store, linked } = setup({ kind: 'linkRequired', email: 'a@b.dev' });
    await store.signInWithGoogle(false);
    expect(store.linkEmail).toBe('a@b.dev');
    expect(store.error).toBeUndefined();
    // The password sign-in succeeds (the fake's redirect path answers signedIn).
    await store.signInWithGoogle(true);
    expect(linked).toEqual(['google']);
    expect(store.linkEmail).toBeUndefined();
  });
});
