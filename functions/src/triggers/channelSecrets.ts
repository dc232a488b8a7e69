import { onCall } from 'firebase-functions/v2/https';
import { RotateChannelSecretInputSchema } from '@neuron/shared';
import { rotateChannelSecret as rotate } from '../workflows/channelSecrets.js';
import { answerAs, callableInput, requireAuth } from './callableInput.js';
import { runtimeOf } from '../domain/functionSettings.js';

/** A system admin sets a new signing secret for a webhook channel; it is returned this once. */
export const rotateChannelSecret = onCall(runtimeOf('rotateChannelSecret'), async (request) => {
  const auth = requireAuth(request, 'manage channel secrets');
  const input = callableInput(RotateChannelSecretInputSchema, request.data);
  return answerAs('rotateChannelSecret', await rotate(input, auth.token, Date.now()));
});
