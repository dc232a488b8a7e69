/// <reference types="vite/client" />
/**
 * FAKE of the app's multi-factor SDK module (client/src/data/mfaSdk.ts) for browser journeys,
 * swapped in by the test's Vite server only (`startClient({ fakeTotp: true })`): the Auth
 * emulator does not support authenticator-app (TOTP) factors. Phone factors and everything else
 * stay real (the emulator); TOTP factors live in the page's localStorage, per uid, and their
 * codes are checked with RFC 6238 (tests/support/totp.ts), as an authenticator app makes them.
 *
 * Signing in: the emulator can store no TOTP factor, so an account that should be asked for one
 * also has a phone factor, which makes the emulator answer "second factor required". The fake
 * adds the account's TOTP factors to the offered ones; a right TOTP code then finishes the
 * sign-in through the phone factor (code read from the emulator's REST API), so the session
 * the app ends up with is a real multi-factor sign-in of the emulator.
 */
import {
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  type MultiFactorInfo,
  type MultiFactorResolver,
  type PhoneMultiFactorInfo,
  type User,
} from 'firebase/auth';
import { emulatorOrigin, firebase, firebaseConfig } from '../../client/src/data/firebaseApp';
import { mfaSdk as realSdk, type TotpEnrolment } from '../../client/src/data/mfaSdk';
import { freshRecaptcha } from '../../client/src/data/recaptcha';
import { randomBase32Secret, totpMatches } from './totp';

interface FakeTotpFactor {
  uid: string;
  displayName: string;
  enrollmentTime: string;
  factorId: 'totp';
  secret: string;
}

const STORE = 'fake-totp-factors';
const failure = (code: string) => Object.assign(new Error(code), { code });

function factorsOf(uid: string): FakeTotpFactor[] {
  const all = JSON.parse(localStorage.getItem(STORE) ?? '{}') as Record<string, FakeTotpFactor[]>;
  return all[uid] ?? [];
}

function saveFactors(uid: string, factors: FakeTotpFactor[]): void {
  const all = JSON.parse(localStorage.getItem(STORE) ?? '{}') as Record<string, FakeTotpFactor[]>;
  localStorage.setItem(STORE, JSON.stringify({ ...all, [uid]: factors }));
}

/** The SDK's info object of a fake factor (what enrolledFactors and hints hold). */
const infoOf = ({ uid, displayName, enrollmentTime, factorId }: FakeTotpFactor): MultiFactorInfo => ({
  uid,
  displayName,
  enrollmentTime,
  factorId,
});

/** The uid a pending multi-factor sign-in is for (the emulator's pending credential is base64 JSON). */
function pendingUid(error: unknown): string | undefined {
  const pending = (error as { customData?: { _serverResponse?: { mfaPendingCredential?: string } } }).customData
    ?._serverResponse?.mfaPendingCredential;
  try {
    return pending ? (JSON.parse(atob(pending)) as { localId?: string }).localId : undefined;
  } catch {
    return undefined;
  }
}

/** The SMS code the emulator "sent" for a verification id. */
async function emulatorSmsCode(verificationId: string): Promise<string> {
  const origin = emulatorOrigin(9099);
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${origin}/emulator/v1/projects/${firebaseConfig.projectId}/verificationCodes`);
    const { verificationCodes = [] } = (await res.json()) as {
      verificationCodes?: { sessionInfo: string; code: string }[];
    };
    const found = verificationCodes.find((c) => c.sessionInfo === verificationId);
    if (found) return found.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw failure('auth/internal-error');
}

// Resolvers handed out by resolverOf, with the uid of their sign-in.
const resolverUids = new WeakMap<object, string>();

export const mfaSdk: typeof realSdk = {
  enrolledFactors(user: User) {
    return [...realSdk.enrolledFactors(user), ...factorsOf(user.uid).map(infoOf)];
  },

  async unenroll(user: User, factorUid: string) {
    const mine = factorsOf(user.uid);
    if (!mine.some((f) => f.uid === factorUid)) return realSdk.unenroll(user, factorUid);
    saveFactors(
      user.uid,
      mine.filter((f) => f.uid !== factorUid),
    );
  },

  async generateTotpSecret(): Promise<TotpEnrolment> {
    const secret = randomBase32Secret();
    return {
      secretKey: secret,
      qrCodeUrl: (account, issuer) =>
        `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`,
      handle: secret,
    };
  },

  async enrollTotp(user: User, enrolment: TotpEnrolment, code: string, name: string) {
    if (!(await totpMatches(enrolment.secretKey, code))) throw failure('auth/invalid-verification-code');
    const factor: FakeTotpFactor = {
      uid: `fake-totp-${crypto.randomUUID()}`,
      displayName: name,
      enrollmentTime: new Date().toUTCString(),
      factorId: 'totp',
      secret: enrolment.secretKey,
    };
    saveFactors(user.uid, [...factorsOf(user.uid), factor]);
  },

  resolverOf(error: unknown): MultiFactorResolver {
    const real = realSdk.resolverOf(error);
    const uid = pendingUid(error);
    const extra = uid ? factorsOf(uid).map(infoOf) : [];
    const resolver: MultiFactorResolver = {
      hints: [...real.hints, ...extra],
      session: real.session,
      resolveSignIn: (assertion) => real.resolveSignIn(assertion),
    };
    if (uid) resolverUids.set(resolver, uid);
    return resolver;
  },

  async resolveTotpSignIn(resolver: MultiFactorResolver, factorUid: string, code: string) {
    const factor = factorsOf(resolverUids.get(resolver) ?? '').find((f) => f.uid === factorUid);
    if (!factor) throw failure('auth/multi-factor-info-not-found');
    if (!(await totpMatches(factor.secret, code))) throw failure('auth/invalid-verification-code');
    // Right code: finish the emulator's pending sign-in with the account's phone factor.
    const phone = resolver.hints.find((h): h is PhoneMultiFactorInfo => h.factorId === 'phone');
    if (!phone) throw failure('auth/unsupported-first-factor');
    const verificationId = await new PhoneAuthProvider(firebase().auth).verifyPhoneNumber(
      { multiFactorHint: phone, session: resolver.session },
      freshRecaptcha(),
    );
    const credential = PhoneAuthProvider.credential(verificationId, await emulatorSmsCode(verificationId));
    await resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(credential));
  },
};
