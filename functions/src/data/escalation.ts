import { EventRuleSchema, EventSchema, SystemSchema, type Event } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { db } from './admin.js';
import { claimDelivery, settleDelivery } from './channels.js';
import { sendThroughChannel } from './channelsSend.js';
import { recordPushError } from './pushErrors.js';
import { decideEscalation } from '../domain/escalation.js';
import { notifyConfigFrom } from '../domain/notifyConfig.js';
import { deliverToChannels, type ChannelOutcome } from '../domain/notifyDelivery.js';
import { notificationContent } from '../domain/notifyMessage.js';

/** Events read per sweep; the rest wait for the next minute. */
const BATCH = 200;

/** Marker id of an escalation delivery: distinct from the event's own, in case both go to one channel. */
export const escalationDeliveryId = (eventId: string) => `${eventId}-escalation`;

/**
 * Claims one due event in a transaction: escalated (once) when still unacknowledged, else its
 * marker is cleared. `escalatedAt` is written before anything is sent, so a second sweep or a
 * restarted one never escalates it again.
 */
async function claimEscalation(
  ref: FirebaseFirestore.DocumentReference,
  nowMs: number,
): Promise<{ event: Event; channelId: string } | null> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const event = EventSchema.safeParse(snap.data());
    if (!snap.exists || !event.success) {
      if (snap.exists) tx.update(ref, { escalateAt: null });
      return null;
    }
    const systemRef = ref.parent.parent;
    const ruleSnap =
      event.data.ruleId && systemRef ? await tx.get(systemRef.collection('eventRules').doc(event.data.ruleId)) : null;
    const rule = ruleSnap?.exists ? EventRuleSchema.safeParse(ruleSnap.data()).data : undefined;
    const decision = decideEscalation(event.data, rule, nowMs);
    if (decision.action === 'clear') {
      if (decision.reason !== 'not-due') tx.update(ref, { escalateAt: null });
      return null;
    }
    tx.update(ref, { escalateAt: null, escalatedAt: nowMs, escalatedTo: decision.channelId });
    return { event: event.data, channelId: decision.channelId };
  });
}

/** Sends an escalated event through the escalation channel with the ordinary delivery code. */
async function deliverEscalation(
  systemId: string,
  eventId: string,
  event: Event,
  channelId: string,
): Promise<ChannelOutcome | undefined> {
  const [system, channel] = await db().getAll(
    db().doc(`system/${systemId}`),
    db().doc(`system/${systemId}/pushConfig/${channelId}`),
  );
  if (!channel?.exists) {
    logger.warn(`escalation: channel ${systemId}/${channelId} does not exist`);
    return undefined;
  }
  const name = SystemSchema.safeParse(system?.data() ?? {}).data?.name ?? '';
  const base = notificationContent(systemId, name, eventId, event);
  const content = { ...base, title: `Not acknowledged: ${base.title}` };
  const markerId = escalationDeliveryId(eventId);
  const config = notifyConfigFrom(process.env);
  const [outcome] = await deliverToChannels([{ id: channel.id, data: channel.data() }], content, {
    claim: (id) => claimDelivery(systemId, markerId, id, Date.now()),
    settle: (id, o) => settleDelivery(systemId, markerId, id, o, Date.now()),
    recordError: (id, text) => recordPushError(systemId, id, { time: Date.now(), message: text, eventId: markerId }),
    send: (c, body) => sendThroughChannel(c, body, config),
  });
  return outcome;
}

/** Escalates every event whose escalation is due; returns the ids of the events escalated now. */
export async function sweepEscalations(nowMs: number): Promise<string[]> {
  const due = await db().collectionGroup('events').where('escalateAt', '<=', nowMs).limit(BATCH).get();
  const escalated: string[] = [];
  for (const doc of due.docs) {
    const systemId = doc.ref.parent.parent?.id;
    if (!systemId) continue;
    try {
      const claimed = await claimEscalation(doc.ref, nowMs);
      if (!claimed) continue;
      escalated.push(doc.id);
      const outcome = await deliverEscalation(systemId, doc.id, claimed.event, claimed.channelId);
      logger.info(`escalation: ${systemId}/${doc.id}`, { outcome });
    } catch (e) {
      logger.error(`escalation of ${systemId}/${doc.id} failed`, { error: String(e) });
    }
  }
  return escalated;
}
