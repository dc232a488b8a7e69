import { NOTIFICATIONS_TOPIC, type NotificationMessage } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { paths } from './paths.js';
import { publishJson } from './pubsub.js';

/** system/{sid}/events/{eid} */
export const eventRef = (sid: string, eid: string): DocumentReference => db().doc(paths.event(sid, eid));

/** An event created in a transaction, to be published once it is committed. */
export interface CreatedEvent {
  eventId: string;
  channels: string[];
}

/**
 * Publishes each new event that is routed to channels on `notifications` (the deliver function
 * sends it). A failure is logged, not thrown: the event is stored, and a retry of the whole
 * trigger would find no transition left to publish.
 */
export async function publishNotifications(systemId: string, created: readonly CreatedEvent[]): Promise<void> {
  await Promise.all(
    created
      .filter((c) => c.channels.length > 0)
      .map(async ({ eventId }) => {
        const message: NotificationMessage = { systemId, eventId };
        try {
          await publishJson(NOTIFICATIONS_TOPIC, message);
        } catch (e) {
          logger.error(`publishing event ${systemId}/${eventId} failed`, { error: String(e) });
        }
      }),
  );
}
