import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SIGN_IN_ERRORS, SIGN_IN_FALLBACK_ERROR } from '@neuron/shared';
import { outcomeOfError } from './signInOutcome';

// What the data layer makes of the Auth SDK's refusals the emulator cannot be made to give
// (throttling, an internal error): moved down from tests/e2e/accountSignIn.test.ts, which faked
// them at the HTTP boundary; the screens' side is client/src/features/account/LoginScreen.test.tsx.
describe('outcomeOfError', () => {
  it('turns a throttled sign-in into the catalogue sentence', () => {
    expect(outcomeOfError({ code: 'auth/too-many-requests' })).toEqual({
      kind: 'error',
      message: SIGN_IN_ERRORS['auth/too-many-requests'],
    });
  });

  it('turns an unexpected failure into the fallback sentence, never the SDK’s code', () => {
    expect(outcomeOfError({ code: 'auth/internal-error' })).toEqual({ kind: 'error', message: SIGN_IN_FALLBACK_ERROR });
    expect(outcomeOfError(new Error('boom'))).toEqual({ kind: 'error', message: SIGN_IN_FALLBACK_ERROR });
  });

  it('says a closed or blocked popup in words of its own', () => {
    expect(outcomeOfError({ code: 'auth/popup-closed-by-user' })).toEqual({
      kind: 'error',
      message: ACCOUNT_MESSAGES.popupBlocked,
    });
  });
});
