import { describe, expect, it } from 'vitest';
import { outcomeOfError } from './signInOutcome';

// What the data layer makes of the Auth SDK's refusals the emulator cannot be made to give
// (throttling, an internal error): their codes, for the store to put in words
// (client/src/stores/account/SignInStore.test.ts; the screens' side is LoginScreen.test.tsx).
describe('outcomeOfError', () => {
  it('hands a refused sign-in on as its code, and a failure without one as undefined', () => {
    expect(outcomeOfError({ code: 'auth/too-many-requests' })).toEqual({
      kind: 'error',
      code: 'auth/too-many-requests',
    });
    expect(outcomeOfError(new Error('boom'))).toEqual({ kind: 'error', code: undefined });
  });
});
