import { stableJson } from './derivedRecompute.js';
import {
  alarmDueAt,
  DEFAULT_TIME_ZONE,
  isSampleRule,
  storedRuleState,
  type Device,
  type EventRule,
  type RuleTransition,
  type SampleRule,
} from '@neuron/shared';

// Evaluation itself (judgeSamples, evaluateRule) lives in @neuron/shared (rules/), shared with the
// rule editor's backtest; what a run of samples writes is decided in ruleJudgement.ts. Re-exported
// here for the modules that import it from here.
export { isSampleRule, type SampleRule } from '@neuron/shared';

/**
 * The delayed alarms due at `nowMs`: per enabled sample rule, each of `devices` whose condition
 * has held for the rule's delay with no alarm yet (no further sample came to start it), and whose
 * schedule (read in `timeZone`) has opened since: a condition still true when it opens raises then.
 * The rule's state for a device is the device's own (storedRuleState).
 */
export function dueDelayedAlarms(
  rules: readonly { id: string; rule: EventRule }[],
  devices: readonly Pick<Device, 'sn' | 'ruleState'>[],
  nowMs: number,
  timeZone?: string,
): { ruleId: string; sn: string }[] {
  return rules.flatMap(({ id, rule }) =>
    isSampleRule(rule) && rule.enabled
      ? devices
          .filter((d) => {
            const s = storedRuleState(id, rule, d);
            if (!s || s.active || s.conditionSince == null) return false;
            const due = alarmDueAt(rule, s.conditionSince, s.conditionSince, timeZone ?? DEFAULT_TIME_ZONE);
            return due !== undefined && due <= nowMs;
          })
          .map((d) => ({ ruleId: id, sn: d.sn }))
      : [],
  );
}

/** Text of a rule's event, for the event list and the notification. */
export function ruleEventText(
  rule: SampleRule,
  alias: string,
  sn: string,
  kind: RuleTransition['kind'],
  valueText: string,
): string {
  const name = alias || sn;
  return kind === 'alarm'
    ? `${rule.name}: ${name} is ${valueText}`
    : `${rule.name} cleared: ${name} is back at ${valueText}`;
}

/** Whether a rule document write changed more than the rule's per-device `state` (an edit, an add, a removal). */
export function ruleDefinitionChanged(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): boolean {
  if (!before || !after) return before !== after;
  const { state: _b, ...restBefore } = before;
  const { state: _a, ...restAfter } = after;
  return stableJson(restBefore) !== stableJson(restAfter);
}
