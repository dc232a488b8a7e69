import { EventSchema } from '@neuron/shared';
import { db } from './admin.js';
import { paths } from './paths.js';
import { SNOOZE_MS } from '../domain/actionToken.js';

/** Who an acknowledgement from a notification button is recorded as (the token names no person). */
export const ACK_BY_NOTIFICATION = 'notification';

/**
 * Acknowledges an event (once: an acknowledged event stays as it was) or snoozes it: its
 * escalation waits at least an hour. False when the event does not exist.
 */
export async function applyNotificationAction(
  systemId: string,
  eventId: string,
  action: 'acknowledge' | 'snooze',
  nowMs: number,
): Promise<boolean> {
  const ref = db().doc(paths.event(systemId, eventId));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const event = EventSchema.safeParse(snap.data());
    if (!snap.exists || !event.success) return false;
    if (event.data.acknowledgedAt != null) return true;
    if (action === 'acknowledge') {
      tx.update(ref, { acknowledgedBy: ACK_BY_NOTIFICATION, acknowledgedAt: nowMs });
    } else {
      const until = nowMs + SNOOZE_MS;
      const pending = event.data.escalateAt;
      tx.update(ref, { snoozedUntil: until, ...(pending != null ? { escalateAt: Math.max(pending, until) } : {}) });
    }
    return true;
  });
}
