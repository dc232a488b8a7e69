import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, RECENT_LOGIN_MESSAGE, SMS_CODE_MESSAGES, type MfaEnrollment } from '@neuron/shared';
import { SecurityStore } from './SecurityStore';
import { SignInStore } from './SignInStore';
import type { Transport } from '../transport';

/**
 * A data layer whose TOTP calls are faked (the Auth emulator does not support TOTP factors):
 * enrolment answers like Firebase does, with the codes this fake accepts.
 */
function fakeTotpTransport(options: { staleSignIn?: boolean; totpDisabled?: boolean } = {}) {
  const factors: MfaEnrollment[] = [];
  const calls: string[] = [];
  let stale = options.staleSignIn ?? false;
  const transport = {
    listFactors: () => [...factors],
    startTotpEnrolment: () => {
      calls.push('start');
      if (stale) return Promise.resolve({ code: 'auth/requires-recent-login' });
      if (options.totpDisabled) return Promise.resolve({ code: 'auth/operation-not-allowed' });
      return Promise.resolve({
        secretKey: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Neuron:a@b.dev?secret=JBSWY3DPEHPK3PXP',
      });
    },
    finishTotpEnrolment: (code: string, name: string) => {
      calls.push(`finish ${code} ${name}`);
      if (code === '999999') return Promise.resolve({ code: 'auth/invalid-verification-code' });
      factors.push({ factorId: 'totp', uid: 't1', enrollmentTime: 5, displayName: name });
      return Promise.resolve(undefined);
    },
    removeFactor: (uid: string) => {
      calls.push(`remove ${uid}`);
      factors.splice(
        factors.findIndex((f) => f.uid === uid),
        1,
      );
      return Promise.resolve(undefined);
    },
    reauthenticate: () => {
      calls.push('reauth');
      stale = false;
      return Promise.resolve({ kind: 'signedIn' });
    },
  } as unknown as Transport; // only the calls SecurityStore makes here
  return { store: new SecurityStore(transport, new SignInStore(transport)), calls };
}

describe('SecurityStore: authenticator-app (TOTP) enrolment with the SDK TOTP calls faked at the data layer', () => {
  it('shows the secret, refuses a malformed or wrong code, enrols with a right one, lists and removes it', async () => {
    const { store, calls } = fakeTotpTransport();
    await store.startTotp();
    expect(store.totp?.secretKey).toBe('JBSWY3DPEHPK3PXP');
    expect(store.totp?.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    await store.confirmTotp('12a', 'My phone app');
    expect(store.error).toBe(SMS_CODE_MESSAGES.invalid);
    await store.confirmTotp('999999', 'My phone app');
    expect(store.error).toBe(SMS_CODE_MESSAGES.mismatch);
    await store.confirmTotp('123 456', 'My phone app');
    expect(store.error).toBeUndefined();
    expect(store.totp).toBeNull();
    expect(store.notice).toBe('Authenticator app added as a second factor.');
    expect(store.factors).toEqual([{ factorId: 'totp', uid: 't1', enrollmentTime: 5, displayName: 'My phone app' }]);
    await store.remove('t1');
    expect(store.factors).toEqual([]);
    expect(calls).toEqual(['start', 'finish 999999 My phone app', 'finish 123456 My phone app', 'remove t1']);
  });

  it('asks for a recent sign-in, then retries the refused step', async () => {
    const { store, calls } = fakeTotpTransport({ staleSignIn: true });
    await store.startTotp();
    expect(store.error).toBe(RECENT_LOGIN_MESSAGE);
    expect(store.reauthNeeded).toBe(true);
    await store.reauthenticate({ password: 'pw' });
    expect(store.reauthNeeded).toBe(false);
    expect(store.totp?.secretKey).toBe('JBSWY3DPEHPK3PXP');
    expect(calls).toEqual(['start', 'reauth', 'start']);
  });

  it('says so when the project has authenticator apps turned off (as the Auth emulator)', async () => {
    const { store } = fakeTotpTransport({ totpDisabled: true });
    await store.startTotp();
    expect(store.error).toBe(ACCOUNT_MESSAGES.totpUnavailable);
    expect(store.totp).toBeNull();
  });

  it('checks the phone number format before sending anything', async () => {
    const { store, calls } = fakeTotpTransport();
    await store.startPhone('0770 900123');
    expect(store.error).toBe(ACCOUNT_MESSAGES.phoneFormat);
    expect(calls).toEqual([]);
  });
});
