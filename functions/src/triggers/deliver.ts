import { NOTIFICATIONS_TOPIC, NotificationMessageSchema } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { claimDelivery, readEventToDeliver, settleDelivery } from '../data/channels.js';
import { sendThroughChannel } from '../data/channelsSend.js';
import { recordPushError } from '../data/pushErrors.js';
import { notifyConfigFrom } from '../domain/notifyConfig.js';
import { deliverToChannels } from '../domain/notifyDelivery.js';
import { notificationContent } from '../domain/notifyMessage.js';

/**
 * Delivers each published event through the channels of its rule. Never throws for bad input
 * or a failed channel (failures are recorded on the channel): a retried message could only
 * notify twice, so nothing here asks Pub/Sub to retry.
 */
export const deliver = onMessagePublished({ topic: NOTIFICATIONS_TOPIC, timeoutSeconds: 120 }, async (message) => {
  const parsed = NotificationMessageSchema.safeParse(message.data.message.json);
  if (!parsed.success) {
    logger.error('deliver: malformed message', { issues: parsed.error.issues });
    return;
  }
  const { systemId, eventId } = parsed.data;
  const toDeliver = await readEventToDeliver(systemId, eventId);
  if (!toDeliver || toDeliver.channels.length === 0) return;
  const config = notifyConfigFrom(process.env);
  const content = notificationContent(systemId, toDeliver.systemName, eventId, toDeliver.event);
  const outcomes = await deliverToChannels(toDeliver.channels, content, {
    claim: (channelId) => claimDelivery(systemId, eventId, channelId, Date.now()),
    settle: (channelId, outcome) => settleDelivery(systemId, eventId, channelId, outcome, Date.now()),
    recordError: (channelId, text) =>
      recordPushError(systemId, channelId, { time: Date.now(), message: text, eventId }),
    send: (channel, c) => sendThroughChannel(channel, c, config),
  });
  logger.info(`deliver: ${systemId}/${eventId}`, { outcomes });
});
