import { NOTIFICATIONS_TOPIC, type Event, type NotificationMessage } from '@neuron/shared';
import type { CreatedEvent } from '../domain/events.js';
import { logger } from 'firebase-functions/v2';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { paths } from './paths.js';
import { publishJson } from './pubsub.js';

/** system/{sid}/events/{eid} */
export const eventRef = (sid: string, eid: string): DocumentReference => db().doc(paths.event(sid, eid));

/** An event created in a transaction, to be published once it is committed (domain/events.ts). */
export type { CreatedEvent } from '../domain/events.js';

/**
 * Publishes each of these new events on `notifications` (the deliver function sends it): the
 * workflow passes those someone is told of (domain/events.ts `toNotify`). A failure is logged,
 * not thrown: the event is stored, and a retry of the whole trigger would find no transition left
 * to publish.
 */
export async function publishNotifications(systemId: string, created: readonly CreatedEvent[]): Promise<void> {
  await Promise.all(
    created.map(async ({ eventId }) => {
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
 * Creates an event under the id its transition gave it, once: true when it was created, false
 * when it was already there (a re-delivered batch), which is left as it is.
 */
export async function raiseEventOnce(systemId: string, raised: { eventId: string; event: Event }): Promise<boolean> {
  try {
    await eventRef(systemId, raised.eventId).create(raised.event);
  } catch (e) {
    if ((e as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw e;
  }
  return true;
}
