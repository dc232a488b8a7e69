import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  actionCodeErrorMessage,
  credentialsProblem,
  enrolmentErrorMessage,
  isSixDigitCode,
  needsRecentLogin,
  RECENT_LOGIN_MESSAGE,
  signUpErrorMessage,
} from './accountMessages.js';

describe('account messages', () => {
  it('checks the e-mail shape and the password length before asking Firebase', () => {
    expect(credentialsProblem('not-an-email', 'long-enough')).toBe('Invalid email address');
    expect(credentialsProblem('a@b.dev', '12345')).toBe(ACCOUNT_MESSAGES.weakPassword);
    expect(credentialsProblem(' a@b.dev ', '123456')).toBeUndefined();
  });

  it('accepts six digits (spaces ignored) as a code and nothing else', () => {
    expect(isSixDigitCode('123456')).toBe(true);
    expect(isSixDigitCode('123 456')).toBe(true);
    expect(isSixDigitCode('12345')).toBe(false);
    expect(isSixDigitCode('12345a')).toBe(false);
  });

  it('reads a wrong code at enrolment as a mismatch, the rest as the re-verify catalogue (docs/CATALOGUES.md)', () => {
    expect(enrolmentErrorMessage('auth/invalid-verification-code')).toBe("Code doesn't match");
    expect(enrolmentErrorMessage('auth/code-expired')).toBe('Code has expired');
    expect(enrolmentErrorMessage('auth/requires-recent-login')).toBe('Requires recent login');
    expect(enrolmentErrorMessage('auth/other')).toBe('Something went wrong');
    expect(RECENT_LOGIN_MESSAGE).toBe('Requires recent login');
    expect(needsRecentLogin('auth/requires-recent-login')).toBe(true);
    expect(needsRecentLogin('auth/code-expired')).toBe(false);
  });

  it('tells an expired link from an unusable one', () => {
    expect(actionCodeErrorMessage('auth/expired-action-code')).toBe(ACCOUNT_MESSAGES.actionCodeExpired);
    expect(actionCodeErrorMessage('auth/invalid-action-code')).toBe(ACCOUNT_MESSAGES.actionCodeInvalid);
  });

  it('names sign-up failures, falling back to the sign-in catalogue', () => {
    expect(signUpErrorMessage('auth/email-already-in-use')).toBe(ACCOUNT_MESSAGES.emailInUse);
    expect(signUpErrorMessage('auth/weak-password')).toBe(ACCOUNT_MESSAGES.weakPassword);
    expect(signUpErrorMessage('auth/too-many-requests')).toBe('Too many requests');
    expect(signUpErrorMessage(undefined)).toBe('Something went wrong, try again');
  });
});
