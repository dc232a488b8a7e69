import { z } from 'zod';
import { onCall } from 'firebase-functions/v2/https';
import { answerInvite } from '../data/invites.js';
import { callableInput, requireAuth } from './callableInput.js';

export const AnswerInviteInputSchema = z.object({
  inviteId: z.string({ error: 'inviteId is required' }).trim().min(1, 'inviteId is required').max(200),
});

/** The invitee accepts: the e-mail moves from the system's pending list into admin or users. */
export const acceptInvite = onCall((request) => {
  const auth = requireAuth(request, 'answer an invite');
  const { inviteId } = callableInput(AnswerInviteInputSchema, request.data);
  return answerInvite(inviteId, auth.token, true, Date.now());
});
