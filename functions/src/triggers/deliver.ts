import { NOTIFICATIONS_TOPIC, NotificationMessageSchema } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { deliverNotification } from '../workflows/deliverNotification.js';
import { runtimeOf } from '../domain/functionSettings.js';

/**
 * Delivers each published event through the channels of its rule. Never throws for bad input
 * or a failed channel (failures are recorded on the channel): a retried message could only
 * notify twice, so nothing here asks Pub/Sub to retry.
 */
export const deliver = onMessagePublished({ ...runtimeOf('deliver'), topic: NOTIFICATIONS_TOPIC }, async (message) => {
  const parsed = NotificationMessageSchema.safeParse(message.data.message.json);
  if (!parsed.success) {
    logger.error('deliver: malformed message', { issues: parsed.error.issues });
    return;
  }
  const { systemId, eventId } = parsed.data;
  const outcomes = await deliverNotification(systemId, eventId);
  if (outcomes.length > 0) logger.info(`deliver: ${systemId}/${eventId}`, { outcomes });
});
