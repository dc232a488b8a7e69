import { onCall } from 'firebase-functions/v2/https';
import { answerInvite } from '../data/invites.js';
import { AnswerInviteInputSchema } from './acceptInvite.js';
import { callableInput, requireAuth } from './callableInput.js';

/** The invitee declines: the e-mail leaves the system's pending list; membership is unchanged. */
export const declineInvite = onCall((request) => {
  const auth = requireAuth(request, 'answer an invite');
  const { inviteId } = callableInput(AnswerInviteInputSchema, request.data);
  return answerInvite(inviteId, auth.token, false, Date.now());
});
