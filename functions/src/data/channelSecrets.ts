import { db } from './admin.js';
import { paths } from './paths.js';
import { done, refused, type Outcome } from '../domain/outcome.js';

/**
 * system/{sid}/channelSecrets/{cid}: a webhook channel's signing secret. No rule in
 * firestore.rules matches this collection, so no client reads it; only functions do.
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
 * the channel with when it was set, in one transaction with the check that the channel exists
 * and is a webhook; refuses (writing nothing) otherwise.
 */
export async function storeChannelSecret(
  systemId: string,
  channelId: string,
  secret: string,
  now: number,
): Promise<Outcome<void>> {
  return db().runTransaction(async (tx) => {
    const channel = await tx.get(channelRef(systemId, channelId));
    if (!channel.exists) return refused('not-found', `channelId: no channel ${channelId} in this system`);
    if (channel.get('type') !== 'webhook') {
      return refused('failed-precondition', 'channelId: only webhook channels sign their requests');
    }
    tx.set(secretRef(systemId, channelId), { secret, createdAt: now });
    tx.update(channelRef(systemId, channelId), { secretSetAt: now });
    return done(undefined);
  });
}
