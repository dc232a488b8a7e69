import { onCall } from 'firebase-functions/v2/https';
import { MergeAccountsInputSchema } from '../domain/merge.js';
import { checkAccountMerge as check, mergeIntoCaller } from '../workflows/accountMerge.js';
import { answer, callableInput, requireAuth } from './callableInput.js';

/** Sets or clears the caller's 'user-requires-merge' claim (another account shares their e-mail?). */
export const checkAccountMerge = onCall(async (request) => {
  const auth = requireAuth(request, 'check your accounts');
  return check({ uid: auth.uid, email: auth.token.email });
});

/** Merges another account with the same e-mail into the caller's (it proves ownership with its ID token). */
export const mergeAccounts = onCall(async (request) => {
  const auth = requireAuth(request, 'merge accounts');
  const { otherIdToken } = callableInput(MergeAccountsInputSchema, request.data);
  const keep = { uid: auth.uid, email: auth.token.email, emailVerified: auth.token.email_verified };
  return answer(await mergeIntoCaller(keep, otherIdToken));
});
