import { onCall } from 'firebase-functions/v2/https';
import { ClaimInputSchema } from '@neuron/shared';
import { withCallerLimit } from '../workflows/callerLimit.js';
import { claimDevice as claim } from '../workflows/claimDevice.js';
import { answerAs, callableInput, requireAuth } from './callableInput.js';
import { runtimeOf } from '../domain/functionSettings.js';

/** An admin adds a sensor or gateway to a system with the claim code from its QR code (20 tries in 10 minutes). */
export const claimDevice = onCall(runtimeOf('claimDevice'), async (request) => {
  const auth = requireAuth(request, 'add devices');
  const input = callableInput(ClaimInputSchema, request.data);
  const now = Date.now();
  return answerAs(
    'claimDevice',
    await withCallerLimit('claimDevice', auth.uid, now, () => claim(input, auth.token, now)),
  );
});
