import type { Event, EventRule, RuleTransition } from '@neuron/shared';

/**
 * The escalation marker of a new alarm event: when its rule names an escalation channel, the
 * sweep picks the event up at `escalateAt` unless someone acknowledged it first.
 */
export function escalationFields(rule: EventRule, t: Pick<RuleTransition, 'kind' | 'time'>): Pick<Event, 'escalateAt'> {
  if (t.kind !== 'alarm' || !rule.escalationChannel || !rule.escalateAfterMin) return {};
  return { escalateAt: t.time + rule.escalateAfterMin * 60_000 };
}

/** What the sweep does with an event that is due: escalate it, or just clear the marker. */
export type EscalationDecision =
  | { action: 'escalate'; channelId: string }
  | { action: 'clear'; reason: 'acknowledged' | 'escalated' | 'no-channel' | 'not-due' };

/**
 * Decides, inside the sweep's transaction, whether a due event escalates now. Exactly once: an
 * event already escalated, or acknowledged meanwhile, only has its marker cleared.
 */
export function decideEscalation(
  event: Pick<Event, 'acknowledgedAt' | 'escalateAt' | 'escalatedAt'>,
  rule: Pick<EventRule, 'escalationChannel'> | undefined,
  nowMs: number,
): EscalationDecision {
  if (event.escalatedAt != null) return { action: 'clear', reason: 'escalated' };
  if (event.acknowledgedAt != null) return { action: 'clear', reason: 'acknowledged' };
  if (event.escalateAt == null || event.escalateAt > nowMs) return { action: 'clear', reason: 'not-due' };
  if (!rule?.escalationChannel) return { action: 'clear', reason: 'no-channel' };
  return { action: 'escalate', channelId: rule.escalationChannel };
}

/** What the sweep's transaction writes on a due event, and the channel it escalates to (null: none). */
export interface EscalationWrites {
  update: Record<string, unknown> | null;
  channelId: string | null;
}

/**
 * The writes of decideEscalation on the event as the transaction read it (undefined: malformed):
 * an escalation records when and where, before anything is sent; an event that will not escalate
 * has its marker cleared, except one not due yet, which is left as it is.
 */
export function planEscalation(
  event: Pick<Event, 'acknowledgedAt' | 'escalateAt' | 'escalatedAt'> | undefined,
  rule: Pick<EventRule, 'escalationChannel'> | undefined,
  nowMs: number,
): EscalationWrites {
  if (!event) return { update: { escalateAt: null }, channelId: null };
  const decision = decideEscalation(event, rule, nowMs);
  if (decision.action === 'escalate')
    return {
      update: { escalateAt: null, escalatedAt: nowMs, escalatedTo: decision.channelId },
      channelId: decision.channelId,
    };
  return { update: decision.reason === 'not-due' ? null : { escalateAt: null }, channelId: null };
}
