import { onCall } from 'firebase-functions/v2/https';
import { claimDeviceFor } from '../data/claims.js';
import { ClaimInputSchema } from '../domain/claim.js';
import { callableInput, requireAuth } from './callableInput.js';

/** An admin adds a sensor or gateway to a system with the claim code from its QR code. */
export const claimDevice = onCall((request) => {
  const auth = requireAuth(request, 'add devices');
  const input = callableInput(ClaimInputSchema, request.data);
  return claimDeviceFor(input, auth.token, Date.now());
});
