import { PHONE_REVERIFY_ERRORS, SMS_CODE_MESSAGES, phoneReverifyErrorMessage, signInErrorMessage } from './messages.js';

/** Firebase Auth's shortest password; our sign-up and reset forms ask for the same. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * Account messages the documents leave open (sign-up, verification, password reset, second
 * factors, merge, settings), each written once.
 */
export const ACCOUNT_MESSAGES = {
  emailInUse: 'An account with this e-mail exists already',
  weakPassword: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsDiffer: 'The passwords do not match',
  /** The same answer whether or not the account exists (no account enumeration). */
  resetRequested: 'If an account uses this e-mail, a link to reset the password is on its way.',
  passwordChanged: 'Your password is changed. Sign in with the new one.',
  verificationSent: 'A new verification link is on its way.',
  stillUnverified: 'Your e-mail is not verified yet. Open the link in the e-mail, then try again.',
  emailVerified: 'Your e-mail is verified.',
  actionCodeInvalid: 'This link is not valid any more. Ask for a new one.',
  actionCodeExpired: 'This link has expired. Ask for a new one.',
  unknownAction: 'This link is not one Neuron can open.',
  codeFormat: 'Enter the 6-digit code',
  phoneFormat: 'Enter the number in international format, e.g. +44 7700 900123',
  /** Firebase refused to start an authenticator-app enrolment: TOTP is not enabled (the Auth emulator has none). */
  totpUnavailable: 'Authenticator apps cannot be added on this server; use a phone number instead',
  displayNameTooLong: 'The name can be at most 100 characters',
  imageUnreadable: 'That file is not an image this browser can read',
  wrongPassword: 'Wrong password',
  popupBlocked: 'The sign-in window was blocked or closed; try again',
  mergeFailed: 'The accounts could not be merged',
  accountDeleted: 'Your account was deleted.',
} as const;

/** The message for a malformed e-mail or a too-short password, or undefined when both look right. */
export function credentialsProblem(email: string, password: string): string | undefined {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return signInErrorMessage('auth/invalid-email');
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.weakPassword;
  return undefined;
}

/** True for a code of exactly six digits (spaces ignored), as SMS and authenticator apps give. */
export function isSixDigitCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/**
 * Message for a second-factor enrolment failure (docs/CATALOGUES.md): a wrong code at enrolment is a
 * mismatch with the code that was sent; the rest read as the phone re-verify catalogue.
 */
export function enrolmentErrorMessage(code: string | undefined): string {
  if (code === 'auth/invalid-verification-code') return SMS_CODE_MESSAGES.mismatch;
  return phoneReverifyErrorMessage(code);
}

/** True when Firebase asks the user to sign in again before a sensitive change. */
export function needsRecentLogin(code: string | undefined): boolean {
  return code === 'auth/requires-recent-login';
}

/** Message for a failed e-mail action link (verify e-mail, reset password). */
export function actionCodeErrorMessage(code: string | undefined): string {
  if (code === 'auth/expired-action-code') return ACCOUNT_MESSAGES.actionCodeExpired;
  return ACCOUNT_MESSAGES.actionCodeInvalid;
}

/** Message for a failed sign-up. */
export function signUpErrorMessage(code: string | undefined): string {
  if (code === 'auth/email-already-in-use') return ACCOUNT_MESSAGES.emailInUse;
  if (code === 'auth/weak-password') return ACCOUNT_MESSAGES.weakPassword;
  return signInErrorMessage(code);
}

/** The re-verify catalogue's message for requires-recent-login (a prompt to sign in again, then retry). */
export const RECENT_LOGIN_MESSAGE = PHONE_REVERIFY_ERRORS['auth/requires-recent-login'];
