import { accountOfIdToken, mergeAccountInto, otherAccountsWithEmail, setMergeClaim } from '../data/usersMerge.js';
import { mergeProblem, type MergeAccount } from '../domain/merge.js';
import { done, refused, type Outcome } from '../domain/outcome.js';

/** The signed-in caller as the merge sees them (from their ID token). */
export type MergeCaller = Required<Pick<MergeAccount, 'uid'>> & MergeAccount;

/**
 * Sets the caller's merge claim when another account shares their e-mail and clears it otherwise.
 * The client refreshes its ID token afterwards to see the claim.
 */
export async function checkAccountMerge(
  caller: MergeCaller,
): Promise<{ requiresMerge: boolean; otherAccounts: number }> {
  const others = await otherAccountsWithEmail(caller);
  await setMergeClaim(caller.uid, others.length > 0);
  return { requiresMerge: others.length > 0, otherAccounts: others.length };
}

/**
 * Merges another account with the same e-mail into the caller's: the caller proves they own it
 * with its ID token; its profile joins the caller's, the other account is deleted, and the merge
 * claim is cleared when no duplicate is left. Refuses (writing nothing) by code otherwise.
 */
export async function mergeIntoCaller(
  keep: MergeCaller,
  otherIdToken: string,
): Promise<Outcome<{ mergedUid: string; requiresMerge: boolean }>> {
  const other = await accountOfIdToken(otherIdToken);
  if (!other)
    return refused('invalid-argument', 'otherIdToken: not a valid ID token; sign in to the other account again');
  const problem = mergeProblem(keep, other);
  if (problem) return refused(problem.code, problem.message);
  await mergeAccountInto(keep.uid, other.uid);
  const remaining = await otherAccountsWithEmail(keep);
  await setMergeClaim(keep.uid, remaining.length > 0);
  return done({ mergedUid: other.uid, requiresMerge: remaining.length > 0 });
}
