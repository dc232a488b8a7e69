import { onCall } from 'firebase-functions/v2/https';
import { AnswerInviteInputSchema } from '@neuron/shared';
import { answerInvite } from '../workflows/invites.js';
import { answerAs, callableInput, requireAuth } from './callableInput.js';
import { runtimeOf } from '../domain/functionSettings.js';

/** The invitee accepts: the e-mail moves from the system's pending list into admin or users. */
export const acceptInvite = onCall(runtimeOf('acceptInvite'), async (request) => {
  const auth = requireAuth(request, 'answer an invite');
  const { inviteId } = callableInput(AnswerInviteInputSchema, request.data);
  return answerAs('acceptInvite', await answerInvite(inviteId, auth.token, true, Date.now()));
});
