import { NOTIFICATIONS_TOPIC, type Event, type NotificationMessage } from '@neuron/shared';
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

/** gRPC status a create answers when the document exists. */
const ALREADY_EXISTS = 6;

/**
 * Creates an event under the id its transition gave it, once: an event already there (a
 * re-delivered batch) is left as it is and nothing is returned to publish.
 */
export async function raiseEventOnce(
  systemId: string,
  raised: { eventId: string; event: Event },
): Promise<CreatedEvent | null> {
  try {
    await eventRef(systemId, raised.eventId).create(raised.event);
  } catch (e) {
    if ((e as { code?: unknown }).code === ALREADY_EXISTS) return null;
    throw e;
  }
  return { eventId: raised.eventId, channels: raised.event.channels ?? [] };
}
