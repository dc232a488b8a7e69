import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { UserProfile } from '@neuron/shared';
import type { AuthAccount } from '../domain/merge.js';
import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { initAdmin } from './app.js';
import { paths } from './paths.js';

const auth = () => {
  initAdmin();
  return getAuth();
};

/** An Auth account's e-mails as stored (domain/merge.ts mergeAccountOf decides which one counts). */
const asAuthAccount = (u: UserRecord): AuthAccount => ({
  uid: u.uid,
  email: u.email,
  emailVerified: u.emailVerified,
  providers: u.providerData.map((p) => ({ providerId: p.providerId, email: p.email })),
});

/** An account as Auth stores it now (the token's copy of the e-mail may be stale). */
export async function authAccountOf(uid: string): Promise<AuthAccount> {
  return asAuthAccount(await auth().getUser(uid));
}

/**
 * The accounts `select` keeps of each page of Auth's users. Auth has no query by e-mail that
 * returns more than one account, so this pages through the users (fine for the sizes this
 * product has; a users-by-email index would replace it at scale).
 */
export async function findAccounts<T>(select: (page: AuthAccount[]) => T[]): Promise<T[]> {
  const found: T[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(1000, pageToken);
    found.push(...select(page.users.map(asAuthAccount)));
    pageToken = page.pageToken;
  } while (pageToken);
  return found;
}

/** Replaces a user's custom claims with what `plan` makes of them as read. */
export async function updateCustomClaims(
  uid: string,
  plan: (claims: Record<string, unknown> | undefined) => Record<string, unknown>,
): Promise<void> {
  const user = await auth().getUser(uid);
  await auth().setCustomUserClaims(uid, plan(user.customClaims));
}

/** Verifies an ID token (of the other account) and returns its account as Auth stores it. */
export async function authAccountOfIdToken(idToken: string): Promise<AuthAccount | undefined> {
  try {
    const decoded = await auth().verifyIdToken(idToken);
    return asAuthAccount(await auth().getUser(decoded.uid));
  } catch {
    return undefined;
  }
}

/**
 * Replaces the kept account's profile with what `plan` makes of both profiles as read and deletes
 * the other's (one transaction), then deletes the other account.
 */
export async function mergeAccountInto(
  keepUid: string,
  otherUid: string,
  plan: (keep: unknown, other: unknown) => UserProfile,
): Promise<void> {
  const keepRef = db().doc(paths.user(keepUid));
  const otherRef = db().doc(paths.user(otherUid));
  await runTransaction(async (tx) => {
    const [keep, other] = await Promise.all([tx.get(keepRef), tx.get(otherRef)]);
    tx.set(keepRef, plan(keep.data(), other.data()));
    tx.delete(otherRef);
  });
  await auth().deleteUser(otherUid);
}
