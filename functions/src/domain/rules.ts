import {
  alarmDelayElapsed,
  evaluateRule,
  INITIAL_RULE_STATE,
  isSampleRule,
  type Device,
  type EventRule,
  type RuleDeviceState,
  type RuleTransition,
  type SampleRule,
} from '@neuron/shared';

// Evaluation itself (evaluateRule, alarmDelayElapsed) lives in @neuron/shared (rules/ruleEvaluation),
// shared with the rule editor's backtest; re-exported here for the modules that import it from here.
export { isSampleRule, type SampleRule } from '@neuron/shared';

/**
 * The delayed alarms due at `nowMs`: per enabled sample rule, each device whose condition has
 * held for the rule's delay with no alarm yet (no further sample came to start it).
 */
export function dueDelayedAlarms(
  rules: readonly { id: string; rule: EventRule }[],
  nowMs: number,
): { ruleId: string; sn: string }[] {
  return rules.flatMap(({ id, rule }) =>
    isSampleRule(rule) && rule.enabled
      ? Object.entries(rule.state)
          .filter(([, s]) => !s.active && s.conditionSince != null && alarmDelayElapsed(rule, s.conditionSince, nowMs))
          .map(([sn]) => ({ ruleId: id, sn }))
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

/**
 * Whether a new sample could change a rule's state for a device, judged without reading the
 * rule: `cached` is the rule's state for the device as last read (it may be a little old), and
 * the device's own `state.alarm` (read with the sample) says whether the alarm is active. Only
 * when this says yes is the rule read and applied in a transaction, so a steady sample costs no
 * rule read.
 */
export function ruleMayChange(
  ruleId: string,
  rule: SampleRule,
  device: Pick<Device, 'sn' | 'config' | 'sample' | 'state'>,
  cached: RuleDeviceState | undefined,
  nowMs: number,
): boolean {
  const active = device.state?.alarm.includes(ruleId) ?? false;
  return evaluateRule(ruleId, rule, device, { ...(cached ?? INITIAL_RULE_STATE), active }, nowMs).changed;
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

/** JSON with object keys in order, so two equal documents give the same text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
