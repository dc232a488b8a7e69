import {
  claimDelivery,
  readChannels,
  readDeviceAlias,
  readEventToDeliver,
  readRuleChannelIds,
  settleDelivery,
} from '../data/channels.js';
import { listMaintenanceWindows, markEventHeld } from '../data/maintenance.js';
import { readSystemTimeZone } from '../data/systems.js';
import { deliveryRule } from '../domain/events.js';
import { heldEventFields, holdDecision } from '../domain/maintenance.js';
import { sendThroughChannel } from './sendThroughChannel.js';
import { recordPushError } from '../data/pushErrors.js';
import { notifyConfigFrom } from '../domain/notifyConfig.js';
import { deliverToChannels, type ChannelOutcome, type StoredChannel } from '../domain/notifyDelivery.js';
import { notificationContent, type NotificationContent } from '../domain/notifyMessage.js';

/**
 * Sends content through channels with the one delivery path (claim marker under `markerId`,
 * adapter, settle, error log). Alarms, escalations and channel tests all go through here, so each
 * gets the same checks at send time: the outbound guard for URLs, the system's members for
 * people, and each webhook signed with its own channel's secret.
 */
export function deliverContent(
  systemId: string,
  markerId: string,
  channels: readonly StoredChannel[],
  content: NotificationContent,
  env: Record<string, string | undefined> = process.env,
): Promise<ChannelOutcome[]> {
  const config = notifyConfigFrom(env);
  return deliverToChannels(channels, content, {
    claim: (channelId) => claimDelivery(systemId, markerId, channelId, Date.now()),
    settle: (channelId, outcome) => settleDelivery(systemId, markerId, channelId, outcome, Date.now()),
    recordError: (channelId, text, severity) =>
      recordPushError(systemId, channelId, { time: Date.now(), message: text, eventId: markerId, severity }),
    send: (channel, c, channelId) => sendThroughChannel(channel, c, config, { systemId, channelId }),
  });
}

/**
 * Delivers one published event through the channels of its rule: each channel is claimed once
 * (a re-delivered message cannot notify twice), sent, and settled; a failure is recorded on the
 * channel, never thrown. An event raised during a maintenance window that covers its device is
 * held instead (marked on the event; the window's end sends the summary and releases what is
 * still true). Returns each channel's outcome (empty when there is nothing to send).
 */
export async function deliverNotification(
  systemId: string,
  eventId: string,
  env: Record<string, string | undefined> = process.env,
): Promise<ChannelOutcome[]> {
  const toDeliver = await readEventToDeliver(systemId, eventId);
  const ruleId = toDeliver ? deliveryRule(toDeliver.event) : null;
  if (!toDeliver || !ruleId) return [];
  const [channelIds, deviceAlias] = await Promise.all([
    readRuleChannelIds(systemId, ruleId),
    readDeviceAlias(systemId, toDeliver.event.deviceSn),
  ]);
  const channels = await readChannels(systemId, channelIds, `rule ${ruleId}`);
  if (channels.length === 0) return [];
  const [windows, timeZone] = await Promise.all([listMaintenanceWindows(systemId), readSystemTimeZone(systemId)]);
  const hold = holdDecision(toDeliver.event, windows, timeZone);
  if (hold.hold) {
    if (hold.mark) await markEventHeld(systemId, eventId, heldEventFields(hold.mark));
    return [];
  }
  const content = notificationContent(systemId, toDeliver.systemName, eventId, toDeliver.event, deviceAlias);
  return deliverContent(systemId, eventId, channels, content, env);
}
