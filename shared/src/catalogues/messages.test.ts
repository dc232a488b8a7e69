import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_EXISTS_ERROR_CODE,
  DISPLAY_TEXT,
  isAccountExistsError,
  isMfaRequired,
  MFA_REQUIRED_ERROR_CODE,
  MISC_MESSAGES,
  PHONE_REVERIFY_ERRORS,
  PHONE_REVERIFY_FALLBACK_ERROR,
  phoneReverifyErrorMessage,
  SIGN_IN_ERRORS,
  SIGN_IN_FALLBACK_ERROR,
  signInErrorMessage,
  SMS_CODE_MESSAGES,
  TOAST_BUTTONS,
} from './messages.js';

describe('signInErrorMessage', () => {
  it.each([
    ['auth/wrong-password', 'Wrong credentials, please check email/password'],
    ['auth/user-not-found', 'Wrong credentials, please check email/password'],
    ['auth/invalid-credential', 'Wrong credentials, please check email/password'],
    ['auth/invalid-login-credentials', 'Wrong credentials, please check email/password'],
    ['auth/invalid-email', 'Invalid email address'],
    ['auth/too-many-requests', 'Too many requests'],
  ])('%s gives %j', (code, message) => {
    expect(signInErrorMessage(code)).toBe(message);
  });

  it('covers every entry of the table', () => {
    expect(Object.keys(SIGN_IN_ERRORS)).toHaveLength(6);
  });

  it('gives the fallback for anything else', () => {
    expect(SIGN_IN_FALLBACK_ERROR).toBe('Something went wrong, try again');
    for (const code of [undefined, '', 'auth/network-request-failed', 'constructor', '__proto__', 'toString']) {
      expect(signInErrorMessage(code)).toBe('Something went wrong, try again');
    }
  });
});

describe('phoneReverifyErrorMessage', () => {
  it.each([
    ['auth/invalid-verification-code', 'Invalid verification code'],
    ['auth/code-expired', 'Code has expired'],
    ['auth/requires-recent-login', 'Requires recent login'],
  ])('%s gives %j', (code, message) => {
    expect(phoneReverifyErrorMessage(code)).toBe(message);
  });

  it('covers every entry of the table', () => {
    expect(Object.keys(PHONE_REVERIFY_ERRORS)).toHaveLength(3);
  });

  it('gives the fallback otherwise', () => {
    expect(PHONE_REVERIFY_FALLBACK_ERROR).toBe('Something went wrong');
    for (const code of [undefined, '', 'auth/wrong-password', 'constructor']) {
      expect(phoneReverifyErrorMessage(code)).toBe('Something went wrong');
    }
  });
});

describe('account exists with a different credential', () => {
  it('is recognised by its Firebase code only', () => {
    expect(ACCOUNT_EXISTS_ERROR_CODE).toBe('auth/account-exists-with-different-credential');
    expect(isAccountExistsError('auth/account-exists-with-different-credential')).toBe(true);
    expect(isAccountExistsError('auth/wrong-password')).toBe(false);
    expect(isAccountExistsError(undefined)).toBe(false);
  });
});

describe('multi-factor required', () => {
  it('is a step recognised by its Firebase code only', () => {
    expect(MFA_REQUIRED_ERROR_CODE).toBe('auth/multi-factor-auth-required');
    expect(isMfaRequired('auth/multi-factor-auth-required')).toBe(true);
    expect(isMfaRequired('auth/invalid-verification-code')).toBe(false);
    expect(isMfaRequired(undefined)).toBe(false);
  });
});

describe('catalogue texts', () => {
  it('holds the SMS code messages', () => {
    expect(SMS_CODE_MESSAGES).toEqual({
      invalid: 'Invalid verification code',
      expired: 'Code has expired',
      mismatch: "Code doesn't match",
    });
  });

  it('holds the display texts', () => {
    expect(DISPLAY_TEXT).toEqual({
      noSample: 'No data',
      noValues: 'No Data',
      calculationFailed: 'Error',
      badBinaryConfig: 'Check binary config',
      badDigitizerConfig: 'Check digitiser config',
      ethernet: 'Ethernet',
      unavailable: 'unavailable',
    });
  });

  it('holds the other messages and the toast buttons', () => {
    expect(MISC_MESSAGES).toEqual({
      offlineRead: 'Failed to get document because the client is offline',
      geolocationFailed: 'Unable to fetch location data',
    });
    expect(TOAST_BUTTONS).toEqual({ close: 'Close', open: 'Open', report: 'Report', update: 'Update' });
  });
});
