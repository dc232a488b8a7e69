import { onCall } from 'firebase-functions/v2/https';
import { AnswerInviteInputSchema } from '../domain/invites.js';
import { answerInvite } from '../workflows/invites.js';
import { answer, callableInput, requireAuth } from './callableInput.js';

/** The invitee declines: the e-mail leaves the system's pending list; membership is unchanged. */
export const declineInvite = onCall(async (request) => {
  const auth = requireAuth(request, 'answer an invite');
  const { inviteId } = callableInput(AnswerInviteInputSchema, request.data);
  return answer(await answerInvite(inviteId, auth.token, false, Date.now()));
});
