import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { db } from './admin.js';
import { initAdmin } from './app.js';
import { paths } from './paths.js';
import { accountsSharingEmail, mergeProfiles, withMergeClaim, type MergeAccount } from '../domain/merge.js';

const auth = () => {
  initAdmin();
  return getAuth();
};

/**
 * Providers whose sign-in can prove the e-mail they report (Firebase treats Google's as verified).
 * An account that has no e-mail of its own takes its provider's: verified only if the provider is
 * one of these and Auth recorded the e-mail as verified (an identity provider may hand over an
 * address it has not verified; such an account must never put the address's owner under the
 * merge flag).
 */
const EMAIL_VERIFYING_PROVIDERS = ['google.com', 'apple.com'];

/** An account's e-mail and whether Auth records it verified: its own, or (provider sign-ins) its provider's. */
const asAccount = (u: UserRecord): MergeAccount => {
  if (u.email) return { uid: u.uid, email: u.email, emailVerified: u.emailVerified };
  const provider = u.providerData.find((p) => p.email);
  return {
    uid: u.uid,
    email: provider?.email,
    emailVerified:
      provider !== undefined && u.emailVerified === true && EMAIL_VERIFYING_PROVIDERS.includes(provider.providerId),
  };
};

/** The caller's account as Auth stores it now (the token's copy of the e-mail may be stale). */
export async function accountOf(uid: string): Promise<MergeAccount> {
  return asAccount(await auth().getUser(uid));
}

/**
 * Other accounts with the caller's e-mail. Auth has no query by e-mail that returns more than
 * one account, so this pages through the users (fine for the sizes this product has; a
 * users-by-email index would replace it at scale).
 */
export async function otherAccountsWithEmail(caller: MergeAccount): Promise<MergeAccount[]> {
  const found: MergeAccount[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(1000, pageToken);
    found.push(...accountsSharingEmail(caller, page.users.map(asAccount)));
    pageToken = page.pageToken;
  } while (pageToken);
  return found;
}

/** Sets or clears the merge claim of a user, leaving other claims as they are. */
export async function setMergeClaim(uid: string, requiresMerge: boolean): Promise<void> {
  const user = await auth().getUser(uid);
  await auth().setCustomUserClaims(uid, withMergeClaim(user.customClaims, requiresMerge));
}

/** Verifies an ID token (of the other account) and returns its account as Auth stores it. */
export async function accountOfIdToken(idToken: string): Promise<MergeAccount | undefined> {
  try {
    const decoded = await auth().verifyIdToken(idToken);
    return asAccount(await auth().getUser(decoded.uid));
  } catch {
    return undefined;
  }
}

/** Moves the other account's profile into the kept one (one transaction), then deletes the other account. */
export async function mergeAccountInto(keepUid: string, otherUid: string): Promise<void> {
  const keepRef = db().doc(paths.user(keepUid));
  const otherRef = db().doc(paths.user(otherUid));
  await db().runTransaction(async (tx) => {
    const [keep, other] = await Promise.all([tx.get(keepRef), tx.get(otherRef)]);
    tx.set(keepRef, mergeProfiles(keep.data(), other.data()));
    tx.delete(otherRef);
  });
  await auth().deleteUser(otherUid);
}
