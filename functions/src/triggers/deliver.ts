import { NOTIFICATIONS_TOPIC, NotificationMessageSchema } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { claimDelivery, readEventToDeliver, settleDelivery } from '../data/channels.js';
import { sendThroughChannel } from '../data/channelsSend.js';
import { recordPushError } from '../data/pushErrors.js';
import { notifyConfigFrom } from '../domain/notifyConfig.js';
import { deliverToChannels, type ChannelOutcome } from '../domain/notifyDelivery.js';
import { notificationContent } from '../domain/notifyMessage.js';

/**
 * Delivers one event through the channels of its rule: each enabled channel once, failures
 * recorded on the channel. What each send may reach is checked at send time (the outbound
 * guard for URLs, the system's members for people). Returns what happened per channel.
 */
export async function deliverEvent(systemId: string, eventId: string): Promise<ChannelOutcome[]> {
  const toDeliver = await readEventToDeliver(systemId, eventId);
  if (!toDeliver || toDeliver.channels.length === 0) return [];
  const config = notifyConfigFrom(process.env);
  const content = notificationContent(systemId, toDeliver.systemName, eventId, toDeliver.event);
  return deliverToChannels(toDeliver.channels, content, {
    claim: (channelId) => claimDelivery(systemId, eventId, channelId, Date.now()),
    settle: (channelId, outcome) => settleDelivery(systemId, eventId, channelId, outcome, Date.now()),
    recordError: (channelId, text) =>
      recordPushError(systemId, channelId, { time: Date.now(), message: text, eventId }),
    send: (channel, c, channelId) => sendThroughChannel(channel, c, config, { systemId, channelId }),
  });
}

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
  const outcomes = await deliverEvent(systemId, eventId);
  if (outcomes.length > 0) logger.info(`deliver: ${systemId}/${eventId}`, { outcomes });
});
