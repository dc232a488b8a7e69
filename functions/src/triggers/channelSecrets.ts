import { onCall } from 'firebase-functions/v2/https';
import { RotateChannelSecretInputSchema } from '../domain/channelSecrets.js';
import { rotateChannelSecret as rotate } from '../workflows/channelSecrets.js';
import { answer, callableInput, requireAuth } from './callableInput.js';

/** A system admin sets a new signing secret for a webhook channel; it is returned this once. */
export const rotateChannelSecret = onCall(async (request) => {
  const auth = requireAuth(request, 'manage channel secrets');
  const input = callableInput(RotateChannelSecretInputSchema, request.data);
  return answer(await rotate(input, auth.token, Date.now()));
});
