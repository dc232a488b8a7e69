import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  accountOf,
  accountOfIdToken,
  mergeAccountInto,
  otherAccountsWithEmail,
  setMergeClaim,
} from '../data/usersMerge.js';
import { MergeAccountsInputSchema, mergeProblem } from '../domain/merge.js';
import { callableInput, requireAuth } from './callableInput.js';

/**
 * Sets the caller's 'user-requires-merge' claim when another account shares their e-mail and
 * clears it otherwise. The client refreshes its ID token afterwards to see the claim.
 */
export const checkAccountMerge = onCall(async (request) => {
  const auth = requireAuth(request, 'check your accounts', { allowPendingMerge: true });
  // Only a verified e-mail has duplicates: an unverified look-alike neither flags nor is flagged.
  const others = await otherAccountsWithEmail(await accountOf(auth.uid));
  await setMergeClaim(auth.uid, others.length > 0);
  return { requiresMerge: others.length > 0, otherAccounts: others.length };
});

/**
 * Merges another account with the same e-mail into the caller's: the caller proves they own
 * it with its ID token; its profile (push tokens, preferences) joins the caller's, the other
 * account is deleted, and the merge claim is cleared when no duplicate is left.
 */
export const mergeAccounts = onCall(async (request) => {
  const auth = requireAuth(request, 'merge accounts', { allowPendingMerge: true });
  const { otherIdToken } = callableInput(MergeAccountsInputSchema, request.data);
  const other = await accountOfIdToken(otherIdToken);
  if (!other)
    throw new HttpsError('invalid-argument', 'otherIdToken: not a valid ID token; sign in to the other account again');
  const keep = await accountOf(auth.uid);
  const problem = mergeProblem(keep, other);
  if (problem)
    throw new HttpsError(problem.startsWith('otherIdToken') ? 'invalid-argument' : 'permission-denied', problem);
  await mergeAccountInto(keep.uid, other.uid);
  const remaining = await otherAccountsWithEmail(keep);
  await setMergeClaim(keep.uid, remaining.length > 0);
  return { mergedUid: other.uid, requiresMerge: remaining.length > 0 };
});
