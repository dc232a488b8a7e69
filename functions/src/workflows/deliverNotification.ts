import { claimDelivery, readEventToDeliver, settleDelivery } from '../data/channels.js';
import { sendThroughChannel } from '../data/channelsSend.js';
import { recordPushError } from '../data/pushErrors.js';
import { notifyConfigFrom } from '../domain/notifyConfig.js';
import { deliverToChannels, type ChannelOutcome } from '../domain/notifyDelivery.js';
import { notificationContent } from '../domain/notifyMessage.js';

/**
 * Delivers one published event through the channels of its rule: each channel is claimed once
 * (a re-delivered message cannot notify twice), sent, and settled; a failure is recorded on the
 * channel, never thrown. Returns each channel's outcome (empty when there is nothing to send).
 */
export async function deliverNotification(
  systemId: string,
  eventId: string,
  env: Record<string, string | undefined> = process.env,
): Promise<ChannelOutcome[]> {
  const toDeliver = await readEventToDeliver(systemId, eventId);
  if (!toDeliver || toDeliver.channels.length === 0) return [];
  const config = notifyConfigFrom(env);
  const content = notificationContent(systemId, toDeliver.systemName, eventId, toDeliver.event);
  return deliverToChannels(toDeliver.channels, content, {
    claim: (channelId) => claimDelivery(systemId, eventId, channelId, Date.now()),
    settle: (channelId, outcome) => settleDelivery(systemId, eventId, channelId, outcome, Date.now()),
    recordError: (channelId, text) =>
      recordPushError(systemId, channelId, { time: Date.now(), message: text, eventId }),
    send: (channel, c) => sendThroughChannel(channel, c, config),
  });
}
