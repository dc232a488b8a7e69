import { multiFactor, PhoneAuthProvider, PhoneMultiFactorGenerator, type User } from 'firebase/auth';
import { PHONE_FACTOR_NAME, type MfaEnrollment } from '@neuron/shared';
import { firebase } from './firebaseApp';
import { mfaSdk, type TotpEnrolment } from './mfaSdk';
import { enrollmentOf } from './mfaSignIn';
import { freshRecaptcha } from './recaptcha';

/** A failed Auth call: its Firebase error code, for the store to turn into a catalogue message. */
export type AuthFailure = { code: string };
const failure = (e: unknown): AuthFailure => ({ code: (e as { code?: string }).code ?? 'unknown' });

function currentUser(): User {
  const user = firebase().auth.currentUser;
  if (!user) throw Object.assign(new Error('signed out'), { code: 'auth/no-current-user' });
  return user;
}

/** The signed-in user's second factors (docs/DATA_MODEL.md, multi-factor enrollment). */
export function listFactors(): MfaEnrollment[] {
  const user = firebase().auth.currentUser;
  return user ? mfaSdk.enrolledFactors(user).map(enrollmentOf) : [];
}

/** Sends a code to the number, with a multi-factor session; resolves to the verification id. */
export async function startPhoneEnrolment(phoneNumber: string): Promise<{ verificationId: string } | AuthFailure> {
  try {
    const session = await multiFactor(currentUser()).getSession();
    const verificationId = await new PhoneAuthProvider(firebase().auth).verifyPhoneNumber(
      { phoneNumber, session },
      freshRecaptcha(),
    );
    return { verificationId };
  } catch (e) {
    return failure(e);
  }
}

/** Enrols the phone factor, named 'Phone number' (docs/CALLS.md), with the code sent to it. */
export async function finishPhoneEnrolment(verificationId: string, code: string): Promise<AuthFailure | undefined> {
  try {
    const credential = PhoneAuthProvider.credential(verificationId, code);
    await multiFactor(currentUser()).enroll(PhoneMultiFactorGenerator.assertion(credential), PHONE_FACTOR_NAME);
    return undefined;
  } catch (e) {
    return failure(e);
  }
}

// The secret of the authenticator-app enrolment in progress (the SDK object stays in this layer).
let pendingTotp: TotpEnrolment | undefined;

/** Starts an authenticator-app enrolment: the shared secret as text and as an otpauth:// URL for a QR code. */
export async function startTotpEnrolment(): Promise<{ secretKey: string; otpauthUrl: string } | AuthFailure> {
  try {
    const user = currentUser();
    pendingTotp = await mfaSdk.generateTotpSecret(user);
    return {
      secretKey: pendingTotp.secretKey,
      otpauthUrl: pendingTotp.qrCodeUrl(user.email ?? user.uid, 'Neuron'),
    };
  } catch (e) {
    return failure(e);
  }
}

/** Confirms the authenticator-app enrolment with a code from the app. */
export async function finishTotpEnrolment(code: string, name: string): Promise<AuthFailure | undefined> {
  if (!pendingTotp) return { code: 'auth/code-expired' };
  try {
    await mfaSdk.enrollTotp(currentUser(), pendingTotp, code, name);
    pendingTotp = undefined;
    return undefined;
  } catch (e) {
    return failure(e);
  }
}

/** Removes a second factor. */
export async function removeFactor(factorUid: string): Promise<AuthFailure | undefined> {
  try {
    await mfaSdk.unenroll(currentUser(), factorUid);
    return undefined;
  } catch (e) {
    return failure(e);
  }
}
