import { SystemSchema, type Event } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { readChannel } from '../data/channelDocs.js';
import { readDeviceAlias } from '../data/channels.js';
import { claimEscalation, dueEscalations } from '../data/escalation.js';
import { readSystemData } from '../data/systems.js';
import { planEscalation } from '../domain/escalation.js';
import { notificationContent } from '../domain/notifyMessage.js';
import { deliverContent } from './deliverNotification.js';

/** Marker id of an escalation delivery: distinct from the event's own, in case both go to one channel. */
export const escalationDeliveryId = (eventId: string) => `${eventId}-escalation`;

/** Sends an escalated event through the escalation channel with the ordinary delivery code. */
async function deliverEscalation(systemId: string, eventId: string, event: Event, channelId: string) {
  const channel = await readChannel(systemId, channelId);
  if (!channel) {
    logger.warn(`escalation: channel ${systemId}/${channelId} does not exist`);
    return undefined;
  }
  const [system, alias] = await Promise.all([readSystemData(systemId), readDeviceAlias(systemId, event.deviceSn)]);
  const name = SystemSchema.safeParse(system ?? {}).data?.name ?? '';
  const base = notificationContent(systemId, name, eventId, event, alias);
  const content = { ...base, title: `Not acknowledged: ${base.title}` };
  const [outcome] = await deliverContent(systemId, escalationDeliveryId(eventId), [channel], content);
  return outcome;
}

/** Escalates every event whose escalation is due; returns the ids of the events escalated now. */
export async function sweepEscalations(nowMs: number): Promise<string[]> {
  const escalated: string[] = [];
  for (const { systemId, eventId } of await dueEscalations(nowMs)) {
    try {
      const claimed = await claimEscalation(systemId, eventId, (event, rule) => planEscalation(event, rule, nowMs));
      if (!claimed) continue;
      escalated.push(eventId);
      const outcome = await deliverEscalation(systemId, eventId, claimed.event, claimed.channelId);
      logger.info(`escalation: ${systemId}/${eventId}`, { outcome });
    } catch (e) {
      logger.error(`escalation of ${systemId}/${eventId} failed`, { error: String(e) });
    }
  }
  return escalated;
}
