import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { db } from './admin.js';
import { initAdmin } from './app.js';
import { paths } from './paths.js';
import { accountsSharingEmail, mergeProfiles, withMergeClaim, type MergeAccount } from '../domain/merge.js';

const auth = () => {
  initAdmin();
  return getAuth();
};

/** An account's e-mail: its own, or (accounts made by a provider sign-in) its provider's. */
const asAccount = (u: UserRecord): MergeAccount => ({
  uid: u.uid,
  email: u.email ?? u.providerData.find((p) => p.email)?.email,
  emailVerified: u.emailVerified,
});

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
