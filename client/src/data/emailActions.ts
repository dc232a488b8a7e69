import { applyActionCode, checkActionCode, confirmPasswordReset, sendPasswordResetEmail } from 'firebase/auth';
import { actionSettings } from './auth';
import { authFailureOf, type AuthFailure } from './authFailure';
import { firebaseAuth } from './authApp';

/** Asks for a password-reset e-mail; resolves to its failure, or undefined once sent. */
export async function requestPasswordReset(email: string): Promise<AuthFailure | undefined> {
  try {
    await sendPasswordResetEmail(firebaseAuth().auth, email.trim(), actionSettings());
    return undefined;
  } catch (e) {
    return authFailureOf(e);
  }
}

/** What an e-mailed action code is for, or why it cannot be used. */
export type ActionCodeCheck = { ok: true; email: string } | ({ ok: false } & AuthFailure);

/** Checks an action code from an e-mailed link without using it up. */
export async function inspectActionCode(oobCode: string): Promise<ActionCodeCheck> {
  try {
    const info = await checkActionCode(firebaseAuth().auth, oobCode);
    return { ok: true, email: info.data.email ?? '' };
  } catch (e) {
    return { ok: false, ...authFailureOf(e) };
  }
}

/** Sets the new password with a reset code; resolves to its failure, or undefined. */
export async function resetPassword(oobCode: string, newPassword: string): Promise<AuthFailure | undefined> {
  try {
    await confirmPasswordReset(firebaseAuth().auth, oobCode, newPassword);
    return undefined;
  } catch (e) {
    return authFailureOf(e);
  }
}

/** Marks the e-mail verified with the code from the verification link; resolves to its failure, or undefined. */
export async function verifyEmail(oobCode: string): Promise<AuthFailure | undefined> {
  try {
    await applyActionCode(firebaseAuth().auth, oobCode);
    return undefined;
  } catch (e) {
    return authFailureOf(e);
  }
}
