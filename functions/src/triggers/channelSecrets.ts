import { z } from 'zod';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../data/admin.js';
import { storeChannelSecret } from '../data/channelSecrets.js';
import { isSystemAdmin } from '../domain/gatewayKeys.js';
import { newSigningSecret } from '../domain/webhookSignature.js';
import { callableInput, requireAuth } from './callableInput.js';

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200)
    .regex(/^[^/]+$/, `${name} must not contain "/"`);

export const RotateChannelSecretInputSchema = z.object({ systemId: id('systemId'), channelId: id('channelId') });

/**
 * A system admin sets a new signing secret for one of its webhook channels. The secret is made
 * here, stored where only functions read it, and returned this once; the old one stops at once.
 */
export const rotateChannelSecret = onCall(async (request) => {
  const auth = requireAuth(request, 'manage channel secrets');
  const { systemId, channelId } = callableInput(RotateChannelSecretInputSchema, request.data);
  const system = await db().doc(`system/${systemId}`).get();
  if (!system.exists || !isSystemAdmin(system.data(), auth.token)) {
    throw new HttpsError('permission-denied', 'systemId: only an admin of the system can manage its channels');
  }
  const secret = newSigningSecret();
  await storeChannelSecret(systemId, channelId, secret, Date.now());
  return { secret };
});
