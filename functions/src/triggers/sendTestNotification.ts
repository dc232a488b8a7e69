import { onCall } from 'firebase-functions/v2/https';
import { ChannelTestInputSchema } from '@neuron/shared';
import { sendChannelTest } from '../workflows/sendTestNotification.js';
import { answerAs, callableInput, requireAuth } from './callableInput.js';
import { runtimeOf } from '../domain/functionSettings.js';

/** "Send test" on a channel (admins): a test notification through the real delivery path. */
export const sendTestNotification = onCall(runtimeOf('sendTestNotification'), async (request) => {
  const auth = requireAuth(request, 'test a channel');
  const input = callableInput(ChannelTestInputSchema, request.data);
  return answerAs('sendTestNotification', await sendChannelTest(input, auth.token, Date.now()));
});
