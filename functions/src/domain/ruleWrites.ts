import type { Device, EventRule, SampleRule } from '@neuron/shared';
import { createdEvent, type CreatedEvent } from './events.js';
import type { RuleDecision } from './ruleJudgement.js';
import { planSummaryChange, type SummaryDelta, type SummaryInput, type SummaryPlanner } from './summary.js';

/** Decides what a rule does to a device, given both as read in the transaction (ruleJudgement.ts). */
export type RuleDecider<R extends EventRule = SampleRule> = (rule: R, device: Device) => RuleDecision | null;

/** What applying a rule to a device commits (data/rules.ts `applyRuleToDevice` writes exactly this). */
export interface RuleWrites extends Omit<RuleDecision, 'alarm'> {
  /**
   * The rule joins or leaves the device's `state.alarm`, with the change of the system's summary
   * counts that makes (null: no count changes); null: the device is not written.
   */
  alarm: { change: 'add' | 'remove'; summary: SummaryDelta | null } | null;
  /** The events as published once committed, with their targets (domain/events.ts). */
  created: CreatedEvent[];
}

/**
 * The writes of a rule's decision on a device as read: the rule's state and the events as
 * decided; the device's alarm list only when the device has a state (one never heard has none to
 * join), and the devices in alarm counted where its alarm starts or clears (`count`). Null when
 * the decision is null (nothing is written).
 */
export function planRuleWrites(
  ruleId: string,
  device: SummaryInput,
  decision: RuleDecision | null,
  count: SummaryPlanner = planSummaryChange,
): RuleWrites | null {
  if (!decision) return null;
  const { state: ruleState, events } = decision;
  const created = events.map(({ id, event }) => createdEvent(id, event));
  const state = device.state;
  if (!state || !decision.alarm) return { state: ruleState, events, alarm: null, created };
  const alarm = state.alarm.filter((r) => r !== ruleId).concat(decision.alarm === 'add' ? [ruleId] : []);
  const summary = count(device, { ...device, state: { ...state, alarm } });
  return { state: ruleState, events, alarm: { change: decision.alarm, summary }, created };
}

/** Plans a rule's writes on a device (data/rules.ts `applyRuleToDevice`), both as read in its transaction. */
export type RulePlanner<R extends EventRule = SampleRule> = (rule: R, device: Device) => RuleWrites | null;

/** The planner a workflow passes to apply rule `ruleId`: `decide`, then its writes (planRuleWrites). */
export function rulePlanner<R extends EventRule = SampleRule>(ruleId: string, decide: RuleDecider<R>): RulePlanner<R> {
  return (rule, device) => planRuleWrites(ruleId, device, decide(rule, device));
}
