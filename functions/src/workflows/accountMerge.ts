import {
  authAccountOf,
  authAccountOfIdToken,
  findAccounts,
  mergeAccountInto,
  updateCustomClaims,
} from '../data/usersMerge.js';
import {
  accountsSharingEmail,
  mergeAccountOf,
  mergeProblem,
  mergeProfiles,
  withMergeClaim,
  type MergeAccount,
} from '../domain/merge.js';
import { done, refused, type Outcome } from '../domain/outcome.js';

/** The caller's account as Auth stores it now (the token's copy of the e-mail may be stale). */
async function accountOf(uid: string): Promise<MergeAccount> {
  return mergeAccountOf(await authAccountOf(uid));
}

/** Other accounts that share the caller's verified e-mail (domain/merge.ts accountsSharingEmail). */
export function otherAccountsWithEmail(caller: MergeAccount): Promise<MergeAccount[]> {
  return findAccounts((page) => accountsSharingEmail(caller, page.map(mergeAccountOf)));
}

/** Sets or clears the merge claim of a user, leaving other claims as they are. */
function setMergeClaim(uid: string, requiresMerge: boolean): Promise<void> {
  return updateCustomClaims(uid, (claims) => withMergeClaim(claims, requiresMerge));
}

/**
 * Sets the caller's merge claim when another account shares their e-mail and clears it otherwise.
 * The caller is read from Auth (the token's copy of the e-mail may be stale), and only a verified
 * e-mail has duplicates: an unverified look-alike neither flags nor is flagged. The client
 * refreshes its ID token afterwards to see the claim.
 */
export async function checkAccountMerge(uid: string): Promise<{ requiresMerge: boolean; otherAccounts: number }> {
  const others = await otherAccountsWithEmail(await accountOf(uid));
  await setMergeClaim(uid, others.length > 0);
  return { requiresMerge: others.length > 0, otherAccounts: others.length };
}

/**
 * Merges another account with the same verified e-mail into the caller's: the caller proves they
 * own it with its ID token; its profile joins the caller's, the other account is deleted, and the
 * merge claim is cleared when no duplicate is left. Refuses (writing nothing) by code otherwise.
 */
export async function mergeIntoCaller(
  uid: string,
  otherIdToken: string,
): Promise<Outcome<{ mergedUid: string; requiresMerge: boolean }>> {
  const otherAccount = await authAccountOfIdToken(otherIdToken);
  if (!otherAccount)
    return refused('invalid-argument', 'otherIdToken: not a valid ID token; sign in to the other account again');
  const other = mergeAccountOf(otherAccount);
  const keep = await accountOf(uid);
  const problem = mergeProblem(keep, other);
  if (problem) return refused(problem.code, problem.message);
  await mergeAccountInto(keep.uid, other.uid, mergeProfiles);
  const remaining = await otherAccountsWithEmail(keep);
  await setMergeClaim(keep.uid, remaining.length > 0);
  return done({ mergedUid: other.uid, requiresMerge: remaining.length > 0 });
}
