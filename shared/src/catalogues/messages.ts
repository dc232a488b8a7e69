/** User-visible strings of docs/CATALOGUES.md, each exactly once. */

/** SMS code messages (docs/CATALOGUES.md). */
export const SMS_CODE_MESSAGES = {
  invalid: 'Invalid verification code',
  expired: 'Code has expired',
  mismatch: "Code doesn't match",
} as const;

const WRONG_CREDENTIALS = 'Wrong credentials, please check email/password';

/**
 * Sign-in errors keyed by the Firebase Auth error code that causes them. With e-mail
 * enumeration protection on, Firebase reports a wrong password or unknown user as
 * `auth/invalid-credential` (older SDKs: `auth/invalid-login-credentials`).
 */
export const SIGN_IN_ERRORS = {
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/invalid-email': 'Invalid email address',
  'auth/too-many-requests': 'Too many requests',
} as const;
/** What a failure with no sentence of its own says (a callable's 'internal', a network error). */
export const SOMETHING_WENT_WRONG = 'Something went wrong, try again';
/** Sign-in error for any other cause. */
export const SIGN_IN_FALLBACK_ERROR = SOMETHING_WENT_WRONG;

/** Message shown for a sign-in failure with the given Firebase Auth error code. */
export function signInErrorMessage(code: string | undefined): string {
  return code && Object.hasOwn(SIGN_IN_ERRORS, code)
    ? SIGN_IN_ERRORS[code as keyof typeof SIGN_IN_ERRORS]
    : SIGN_IN_FALLBACK_ERROR;
}

/** Phone re-verification errors keyed by Firebase Auth error code. */
export const PHONE_REVERIFY_ERRORS = {
  'auth/invalid-verification-code': SMS_CODE_MESSAGES.invalid,
  'auth/code-expired': SMS_CODE_MESSAGES.expired,
  'auth/requires-recent-login': 'Requires recent login',
} as const;
/** Phone re-verification error for any other cause. */
export const PHONE_REVERIFY_FALLBACK_ERROR = 'Something went wrong';

/** Message shown for a phone re-verification failure with the given error code. */
export function phoneReverifyErrorMessage(code: string | undefined): string {
  return code && Object.hasOwn(PHONE_REVERIFY_ERRORS, code)
    ? PHONE_REVERIFY_ERRORS[code as keyof typeof PHONE_REVERIFY_ERRORS]
    : PHONE_REVERIFY_FALLBACK_ERROR;
}

/** Firebase Auth code that asks for a second factor: a sign-in step, not an error (docs/BEHAVIOUR.md). */
export const MFA_REQUIRED_ERROR_CODE = 'auth/multi-factor-auth-required';

/** True when a sign-in needs a second factor (an SMS or authenticator-app code) before it completes. */
export function isMfaRequired(code: string | undefined): boolean {
  return code === MFA_REQUIRED_ERROR_CODE;
}

/** Firebase Auth code of a social sign-in whose e-mail already has another sign-in method (docs/BEHAVIOUR.md). */
export const ACCOUNT_EXISTS_ERROR_CODE = 'auth/account-exists-with-different-credential';

/** True when a sign-in failed because the e-mail's account uses a different credential (account merge). */
export function isAccountExistsError(code: string | undefined): boolean {
  return code === ACCOUNT_EXISTS_ERROR_CODE;
}

/** Display texts for values that cannot be shown as numbers (docs/CATALOGUES.md). */
export const DISPLAY_TEXT = {
  noSample: 'No data',
  noValues: 'No Data',
  calculationFailed: 'Error',
  badBinaryConfig: 'Check binary config',
  badDigitizerConfig: 'Check digitiser config',
  ethernet: 'Ethernet',
  unavailable: 'unavailable',
} as const;

/** Other fixed messages of docs/CATALOGUES.md. */
export const MISC_MESSAGES = {
  offlineRead: 'Failed to get document because the client is offline',
  geolocationFailed: 'Unable to fetch location data',
} as const;

/** Button labels of the toast (docs/ROUTES.md, docs/CATALOGUES.md). */
export const TOAST_BUTTONS = {
  close: 'Close',
  open: 'Open',
  report: 'Report',
  update: 'Update',
} as const;
