import { db } from './admin.js';
import { paths } from './paths.js';
import type { StoredChannel } from '../domain/notifyDelivery.js';

/** One notification channel as stored (validated by the delivery), or undefined when it does not exist. */
export async function readChannel(systemId: string, channelId: string): Promise<StoredChannel | undefined> {
  const snap = await db().doc(paths.pushConfig(systemId, channelId)).get();
  return snap.exists ? { id: snap.id, data: snap.data() } : undefined;
}
