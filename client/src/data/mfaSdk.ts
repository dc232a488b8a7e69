import {
  getMultiFactorResolver,
  multiFactor,
  TotpMultiFactorGenerator,
  type MultiFactorError,
  type MultiFactorInfo,
  type MultiFactorResolver,
  type TotpSecret,
  type User,
} from 'firebase/auth';
import { firebaseAuth } from './authApp';

/** An authenticator-app enrolment in progress: the secret, and the SDK's handle on it. */
export interface TotpEnrolment {
  secretKey: string;
  /** The otpauth:// URL an authenticator app reads from a QR code. */
  qrCodeUrl(accountName: string, issuer: string): string;
  readonly handle: unknown;
}

/**
 * The multi-factor calls of the Firebase Auth SDK that the app makes, in one module.
 *
 * Why a module of its own: the Auth emulator does not support authenticator-app (TOTP) factors
 * (it answers `auth/invalid-argument`), so the browser journeys of the TOTP screens replace this
 * module with a fake that keeps TOTP factors in the page and leaves phone factors to the
 * emulator (tests/support/fakeTotpSdk.ts). The swap is a module alias of the test's own Vite
 * dev server (tests/support/browser.ts, `startClient({ fakeTotp: true })`): no flag, global or
 * branch in this code reads it, so no build of the app — development or production — can run
 * the fake (docs/DECISIONS_ACCOUNTS.md, "Accounts").
 */
export const mfaSdk = {
  /** The signed-in user's second factors. */
  enrolledFactors(user: User): MultiFactorInfo[] {
    return multiFactor(user).enrolledFactors;
  },

  /** Removes a second factor (Firebase may answer auth/requires-recent-login). */
  unenroll(user: User, factorUid: string): Promise<void> {
    return multiFactor(user).unenroll(factorUid);
  },

  /** Starts an authenticator-app enrolment with a multi-factor session: a new shared secret. */
  async generateTotpSecret(user: User): Promise<TotpEnrolment> {
    const secret = await TotpMultiFactorGenerator.generateSecret(await multiFactor(user).getSession());
    return {
      secretKey: secret.secretKey,
      qrCodeUrl: (account, issuer) => secret.generateQrCodeUrl(account, issuer),
      handle: secret,
    };
  },

  /** Enrols the authenticator app once the user typed a code it shows. */
  enrollTotp(user: User, enrolment: TotpEnrolment, code: string, name: string): Promise<void> {
    const assertion = TotpMultiFactorGenerator.assertionForEnrollment(enrolment.handle as TotpSecret, code);
    return multiFactor(user).enroll(assertion, name);
  },

  /** The resolver of a sign-in Firebase answered with auth/multi-factor-auth-required. */
  resolverOf(error: unknown): MultiFactorResolver {
    return getMultiFactorResolver(firebaseAuth().auth, error as MultiFactorError);
  },

  /** Completes a sign-in with an authenticator-app code. */
  async resolveTotpSignIn(resolver: MultiFactorResolver, factorUid: string, code: string): Promise<void> {
    await resolver.resolveSignIn(TotpMultiFactorGenerator.assertionForSignIn(factorUid, code));
  },
};
