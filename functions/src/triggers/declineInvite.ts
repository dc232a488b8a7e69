import { onCall } from 'firebase-functions/v2/https';
import { AnswerInviteInputSchema } from '@neuron/shared';
import { answerInvite } from '../workflows/invites.js';
import { answerAs, callableInput, requireAuth } from './callableInput.js';
import { runtimeOf } from '../domain/functionSettings.js';

/** The invitee declines: the e-mail leaves the system's pending list; membership is unchanged. */
export const declineInvite = onCall(runtimeOf('declineInvite'), async (request) => {
  const auth = requireAuth(request, 'answer an invite');
  const { inviteId } = callableInput(AnswerInviteInputSchema, request.data);
  return answerAs('declineInvite', await answerInvite(inviteId, auth.token, false, Date.now()));
});
