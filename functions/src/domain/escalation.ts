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
