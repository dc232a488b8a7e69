import { EventSchema, type Event } from '@neuron/shared';
import { db } from './admin.js';
import { paths } from './paths.js';

/**
 * Updates an event in a transaction with what `plan` decides from it as read
 * (domain/notificationAction.ts: an acknowledgement or a snooze; nothing for an event already
 * acknowledged). False when the event does not exist.
 */
export async function applyNotificationAction(
  systemId: string,
  eventId: string,
  plan: (event: Event) => Record<string, unknown> | undefined,
): Promise<boolean> {
  const ref = db().doc(paths.event(systemId, eventId));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const event = EventSchema.safeParse(snap.data());
    if (!snap.exists || !event.success) return false;
    const update = plan(event.data);
    if (update) tx.update(ref, update);
    return true;
  });
}
