import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { paths } from './paths.js';
import type { ChannelSecretRead } from '../domain/channelSecret.js';
import type { Refusal } from '../domain/outcome.js';

/**
 * system/{sid}/channelSecrets/{cid}: a webhook channel's signing secret. No rule in
 * firestore/rules/ matches this collection, so no client reads it; only functions do.
 */
const secretRef = (systemId: string, channelId: string) => db().doc(paths.channelSecret(systemId, channelId));
const channelRef = (systemId: string, channelId: string) => db().doc(paths.pushConfig(systemId, channelId));

/** The channel's signing secret, or undefined when none was ever set. */
export async function readChannelSecret(systemId: string, channelId: string): Promise<string | undefined> {
  const secret: unknown = (await secretRef(systemId, channelId).get()).get('secret');
  return typeof secret === 'string' && secret !== '' ? secret : undefined;
}

/**
 * Stores a new signing secret for a webhook channel (replacing the old one at once) and marks
 * the channel with when it was set, in one transaction with the check `refusal` makes of the
 * channel as read (domain/channelSecret.ts); writes nothing when it refuses, and returns it.
 */
export async function storeChannelSecret(
  systemId: string,
  channelId: string,
  secret: string,
  now: number,
  refusal: (read: ChannelSecretRead | undefined) => Refusal | undefined,
): Promise<Refusal | undefined> {
  return runTransaction(async (tx) => {
    const channel = await tx.get(channelRef(systemId, channelId));
    const refused = refusal(channel.exists ? { channelType: channel.get('type') } : undefined);
    if (refused) return refused;
    tx.set(secretRef(systemId, channelId), { secret, createdAt: now });
    tx.update(channelRef(systemId, channelId), { secretSetAt: now });
    return undefined;
  });
}
