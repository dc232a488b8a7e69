import {
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  type MultiFactorInfo,
  type MultiFactorResolver,
} from 'firebase/auth';
import type { MfaEnrollment } from '@neuron/shared';
import { authFailureOf, type AuthFailure } from './authFailure';
import { firebaseAuth } from './authApp';
import { mfaSdk } from './mfaSdk';
import { freshRecaptcha } from './recaptcha';

/** The second-factor step of a sign-in: the user's factors and what completes it. */
export interface MfaChallenge {
  factors: MfaEnrollment[];
  /** Sends an SMS code to a phone factor (again, for resend); resolves to its failure, or undefined. */
  sendSmsCode(factorUid: string): Promise<AuthFailure | undefined>;
  /** Completes the sign-in with the SMS code last sent. */
  verifySmsCode(code: string): Promise<AuthFailure | undefined>;
  /** Completes the sign-in with an authenticator-app code. */
  verifyTotpCode(factorUid: string, code: string): Promise<AuthFailure | undefined>;
}

/** An enrolled factor as the app shows it (docs/DATA_MODEL.md, multi-factor enrollment). */
export function enrollmentOf(info: MultiFactorInfo): MfaEnrollment {
  const base = {
    uid: info.uid,
    enrollmentTime: Date.parse(info.enrollmentTime) || 0,
    displayName: info.displayName ?? null,
  };
  return 'phoneNumber' in info && typeof info.phoneNumber === 'string'
    ? { ...base, factorId: 'phone', phoneNumber: info.phoneNumber }
    : { ...base, factorId: 'totp' };
}

/** The challenge of a sign-in that Firebase answered with auth/multi-factor-auth-required. */
export function mfaChallengeOf(error: unknown): MfaChallenge {
  const resolver: MultiFactorResolver = mfaSdk.resolverOf(error);
  let verificationId: string | undefined;
  const hint = (uid: string) => resolver.hints.find((h) => h.uid === uid);
  return {
    factors: resolver.hints.map(enrollmentOf),
    async sendSmsCode(factorUid) {
      const factor = hint(factorUid);
      if (!factor) return { code: undefined };
      try {
        verificationId = await new PhoneAuthProvider(firebaseAuth().auth).verifyPhoneNumber(
          { multiFactorHint: factor, session: resolver.session },
          freshRecaptcha(),
        );
        return undefined;
      } catch (e) {
        return authFailureOf(e);
      }
    },
    async verifySmsCode(code) {
      if (!verificationId) return { code: 'auth/invalid-verification-code' };
      try {
        const credential = PhoneAuthProvider.credential(verificationId, code.replace(/\s/g, ''));
        await resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(credential));
        return undefined;
      } catch (e) {
        return authFailureOf(e);
      }
    },
    async verifyTotpCode(factorUid, code) {
      try {
        await mfaSdk.resolveTotpSignIn(resolver, factorUid, code.replace(/\s/g, ''));
        return undefined;
      } catch (e) {
        return authFailureOf(e);
      }
    },
  };
}
