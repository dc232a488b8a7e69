import { onCall } from 'firebase-functions/v2/https';
import { ClaimInputSchema } from '@neuron/shared';
import { claimDevice as claim } from '../workflows/claimDevice.js';
import { answerAs, callableInput, requireAuth } from './callableInput.js';

/** An admin adds a sensor or gateway to a system with the claim code from its QR code. */
export const claimDevice = onCall(async (request) => {
  const auth = requireAuth(request, 'add devices');
  const input = callableInput(ClaimInputSchema, request.data);
  return answerAs('claimDevice', await claim(input, auth.token, Date.now()));
});
