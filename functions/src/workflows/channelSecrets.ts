import { storeChannelSecret } from '../data/channelSecrets.js';
import { readSystemData } from '../data/systems.js';
import type { RotateChannelSecretInput } from '@neuron/shared';
import { channelSecretRefusal } from '../domain/channelSecret.js';
import { isSystemAdmin } from '../domain/membership.js';
import { done, refused, type Outcome } from '../domain/outcome.js';
import { newSigningSecret } from '../domain/webhookSignature.js';

/**
 * A system admin sets a new signing secret for one of its webhook channels. The secret is made
 * here, stored where only functions read it, and returned this once; the old one stops at once.
 */
export async function rotateChannelSecret(
  input: RotateChannelSecretInput,
  caller: { email?: string; email_verified?: boolean },
  nowMs: number,
): Promise<Outcome<{ secret: string }>> {
  const { systemId, channelId } = input;
  const system = await readSystemData(systemId);
  if (!system || !isSystemAdmin(system, caller)) {
    return refused('permission-denied', 'systemId: only an admin of the system can manage its channels');
  }
  const secret = newSigningSecret();
  const refusal = await storeChannelSecret(systemId, channelId, secret, nowMs, (read) =>
    channelSecretRefusal(channelId, read),
  );
  return refusal ? refused(refusal.code, refusal.message) : done({ secret });
}
