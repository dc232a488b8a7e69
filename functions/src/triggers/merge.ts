import { onCall } from 'firebase-functions/v2/https';
import { MergeAccountsInputSchema } from '@neuron/shared';
import { checkAccountMerge as check, mergeIntoCaller } from '../workflows/accountMerge.js';
import type { CallableOutput } from '@neuron/shared';
import { answerAs, callableInput, requireAuth } from './callableInput.js';
import { runtimeOf } from '../domain/functionSettings.js';

/** Sets or clears the caller's 'user-requires-merge' claim (another account shares their e-mail?). */
export const checkAccountMerge = onCall(runtimeOf('checkAccountMerge'), async (request) => {
  const auth = requireAuth(request, 'check your accounts', { allowPendingMerge: true });
  const checked: CallableOutput<'checkAccountMerge'> = await check(auth.uid);
  return checked;
});

/** Merges another account with the same e-mail into the caller's (it proves ownership with its ID token). */
export const mergeAccounts = onCall(runtimeOf('mergeAccounts'), async (request) => {
  const auth = requireAuth(request, 'merge accounts', { allowPendingMerge: true });
  const { otherIdToken } = callableInput(MergeAccountsInputSchema, request.data);
  return answerAs('mergeAccounts', await mergeIntoCaller(auth.uid, otherIdToken));
});
