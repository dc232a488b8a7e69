import { EventRuleSchema, EventSchema, type Event, type EventRule } from '@neuron/shared';
import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { collectionGroups, paths } from './paths.js';
import type { EscalationWrites } from '../domain/escalation.js';

/** Events read per sweep; the rest wait for the next minute. */
const BATCH = 200;

/** Events whose escalation is due at `nowMs`, across systems: their system and event ids. */
export async function dueEscalations(nowMs: number): Promise<{ systemId: string; eventId: string }[]> {
  const due = await db().collectionGroup(collectionGroups.events).where('escalateAt', '<=', nowMs).limit(BATCH).get();
  return due.docs.flatMap((d) => {
    const systemId = d.ref.parent.parent?.id;
    return systemId ? [{ systemId, eventId: d.id }] : [];
  });
}

/**
 * Claims one due event in a transaction: commits what `plan` decides from the event and its rule
 * as read (domain/escalation.ts planEscalation; the event undefined when it is malformed), and
 * answers the event and the channel to escalate to, or null. The escalation is written before
 * anything is sent, so a second sweep or a restarted one never escalates it again.
 */
export async function claimEscalation(
  systemId: string,
  eventId: string,
  plan: (event: Event | undefined, rule: EventRule | undefined) => EscalationWrites,
): Promise<{ event: Event; channelId: string } | null> {
  const ref = db().doc(paths.event(systemId, eventId));
  return runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const event = EventSchema.safeParse(snap.data()).data;
    const ruleId = event?.ruleId;
    const ruleSnap = ruleId ? await tx.get(db().doc(paths.eventRule(systemId, ruleId))) : null;
    const rule = ruleSnap?.exists ? EventRuleSchema.safeParse(ruleSnap.data()).data : undefined;
    const writes = plan(event, rule);
    if (writes.update) tx.update(ref, writes.update);
    return event && writes.channelId ? { event, channelId: writes.channelId } : null;
  });
}
