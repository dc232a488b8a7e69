import { EventRuleSchema, EventSchema, type Event } from '@neuron/shared';
import { db } from './admin.js';
import { collectionGroups, paths } from './paths.js';
import { decideEscalation } from '../domain/escalation.js';

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
 * Claims one due event in a transaction: escalated (once) when still unacknowledged, else its
 * marker is cleared. `escalatedAt` is written before anything is sent, so a second sweep or a
 * restarted one never escalates it again.
 */
export async function claimEscalation(
  systemId: string,
  eventId: string,
  nowMs: number,
): Promise<{ event: Event; channelId: string } | null> {
  const ref = db().doc(paths.event(systemId, eventId));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const event = EventSchema.safeParse(snap.data());
    if (!snap.exists || !event.success) {
      if (snap.exists) tx.update(ref, { escalateAt: null });
      return null;
    }
    const ruleId = event.data.ruleId;
    const ruleSnap = ruleId ? await tx.get(db().doc(paths.eventRule(systemId, ruleId))) : null;
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
