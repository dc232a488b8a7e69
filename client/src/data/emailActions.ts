import { applyActionCode, checkActionCode, confirmPasswordReset, sendPasswordResetEmail } from 'firebase/auth';
import { ACCOUNT_MESSAGES, actionCodeErrorMessage, signInErrorMessage } from '@neuron/shared';
import { actionSettings } from './auth';
import { firebaseAuth } from './authApp';

const codeOf = (e: unknown) => (e as { code?: string }).code;

/**
 * Asks for a password-reset e-mail. An unknown e-mail answers exactly like a known one (no
 * account enumeration); only a malformed address or throttling is reported.
 */
export async function requestPasswordReset(email: string): Promise<string | undefined> {
  try {
    await sendPasswordResetEmail(firebaseAuth().auth, email.trim(), actionSettings());
  } catch (e) {
    const code = codeOf(e);
    if (code === 'auth/invalid-email' || code === 'auth/too-many-requests') return signInErrorMessage(code);
  }
  return undefined;
}

/** What an e-mailed action code is for, or the message when it cannot be used. */
export type ActionCodeCheck = { ok: true; email: string } | { ok: false; message: string };

/** Checks an action code from an e-mailed link without using it up. */
export async function inspectActionCode(oobCode: string): Promise<ActionCodeCheck> {
  try {
    const info = await checkActionCode(firebaseAuth().auth, oobCode);
    return { ok: true, email: info.data.email ?? '' };
  } catch (e) {
    return { ok: false, message: actionCodeErrorMessage(codeOf(e)) };
  }
}

/** Sets the new password with a reset code; resolves to an error message, or undefined. */
export async function resetPassword(oobCode: string, newPassword: string): Promise<string | undefined> {
  try {
    await confirmPasswordReset(firebaseAuth().auth, oobCode, newPassword);
    return undefined;
  } catch (e) {
    const code = codeOf(e);
    if (code === 'auth/weak-password') return ACCOUNT_MESSAGES.weakPassword;
    return actionCodeErrorMessage(code);
  }
}

/** Marks the e-mail verified with the code from the verification link; resolves to an error message, or undefined. */
export async function verifyEmail(oobCode: string): Promise<string | undefined> {
  try {
    await applyActionCode(firebaseAuth().auth, oobCode);
    return undefined;
  } catch (e) {
    return actionCodeErrorMessage(codeOf(e));
  }
}
