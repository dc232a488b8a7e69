import { EventSchema, type Event } from '@neuron/shared';
import type { ActionWrites } from '../domain/notificationAction.js';
import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { paths } from './paths.js';

/**
 * Updates an event in a transaction with what `plan` decides from it as read and whether the
 * token `tokenId` was used before (domain/notificationAction.ts: an acknowledgement or a snooze,
 * nothing for an event already acknowledged, `used` for a second use), and records the token's
 * use. Undefined when the event does not exist; `used` as the planner said.
 */
export async function applyNotificationAction(
  systemId: string,
  eventId: string,
  tokenId: string,
  plan: (event: Event, tokenUsed: boolean) => ActionWrites | 'used',
): Promise<ActionWrites | 'used' | undefined> {
  const ref = db().doc(paths.event(systemId, eventId));
  const useRef = db().doc(paths.actionTokenUse(systemId, tokenId));
  return runTransaction(async (tx) => {
    const [snap, useSnap] = await Promise.all([tx.get(ref), tx.get(useRef)]);
    const event = EventSchema.safeParse(snap.data());
    if (!snap.exists || !event.success) return undefined;
    const writes = plan(event.data, useSnap.exists);
    if (writes === 'used') return writes;
    if (writes.update) tx.update(ref, writes.update);
    tx.create(useRef, { ...writes.use, eventId });
    return writes;
  });
}
