import { isSensorErrorCode } from '../catalogues/sensorErrors.js';
import type { Device } from '../schemas/device.js';
import type { Sample } from '../schemas/sample.js';
import type { EventRule, RuleDeviceState } from '../schemas/eventRule.js';
import { binaryHolds, binaryIndex } from '../sensor/binary.js';
import { DEFAULT_TIME_ZONE } from '../schemas/system.js';
import { nextScheduleOpen } from '../schedule/schedule.js';

// The one implementation of threshold / binary rule evaluation: the functions' store path and
// sweep and the rule editor's backtest all call evaluateRule, through judgeSamples (ruleSeries.ts).

/** Rules evaluated on samples (the offline kinds are the sweep's). */
export type SampleRule = Extract<EventRule, { kind: 'threshold' | 'binary' }>;

/** Whether a rule is evaluated on samples. */
export function isSampleRule(rule: EventRule): rule is SampleRule {
  return rule.kind === 'threshold' || rule.kind === 'binary';
}

/** The value index a rule reads. */
export function ruleValueIndex(rule: SampleRule, device: Pick<Device, 'config'>): number {
  return rule.kind === 'threshold' ? rule.valueIndex : (binaryIndex(device.config.binary) ?? device.config.pv ?? 0);
}

/**
 * The reading a rule judges in a sample: the battery level a sensor reported with it (a rule
 * watching battery), else the value at the rule's index. Null or undefined when the sample lacks it.
 */
export function ruleReading(
  rule: SampleRule,
  device: Pick<Device, 'config'>,
  sample: Pick<Sample, 'values' | 'battery'>,
): number | null | undefined {
  if (rule.kind === 'threshold' && rule.watch === 'battery') return sample.battery;
  return sample.values[ruleValueIndex(rule, device)];
}

/**
 * Whether the alarm condition holds for a value. `active` selects the side of the hysteresis:
 * an alarm starts past the limit and clears only once the value is back by `hysteresis`.
 * Undefined when the value cannot be judged (a broken binary config).
 */
export function conditionHolds(
  rule: SampleRule,
  device: Pick<Device, 'config'>,
  value: number,
  active: boolean,
): boolean | undefined {
  if (rule.kind === 'binary') {
    const high = binaryHolds(device.config.binary, value);
    return high === undefined ? undefined : high === (rule.alarmOn === 'high');
  }
  // While active, the limits move back by the hysteresis, so the alarm holds until the value is clear of them.
  const h = active ? rule.hysteresis : 0;
  const t = rule.threshold ?? 0;
  const low = rule.low ?? 0;
  const high = rule.high ?? 0;
  switch (rule.op) {
    case 'gt':
      return value > t - h;
    case 'lt':
      return value < t + h;
    case 'outside':
      return value < low + h || value > high - h;
    case 'inside':
      return value >= low - h && value <= high + h;
  }
}

/** Whether a condition holding since `since` has held for the rule's delay at `nowMs` (the alarm may start). */
export function alarmDelayElapsed(rule: Pick<SampleRule, 'delaySec'>, since: number, nowMs: number): boolean {
  return nowMs - since >= rule.delaySec * 1000;
}

/**
 * When a condition holding since `since` may start its alarm: once the delay ran out (and not
 * before the sample that showed it), at the first moment after that inside the rule's schedule
 * (a condition still true when the schedule opens raises then). Undefined: never (an empty schedule).
 */
export function alarmDueAt(
  rule: Pick<SampleRule, 'delaySec' | 'schedule'>,
  since: number,
  sampleTime: number,
  timeZone: string,
): number | undefined {
  return nextScheduleOpen(rule.schedule, timeZone, Math.max(sampleTime, since + rule.delaySec * 1000));
}

/** A rule's per-device state before it ever saw the device. */
export const INITIAL_RULE_STATE: RuleDeviceState = {
  conditionSince: null,
  active: false,
  lastSampleTime: null,
  lastEventId: null,
};

/** An alarm starting or clearing. */
export interface RuleTransition {
  kind: 'alarm' | 'alarm_cleared';
  /** Deterministic event id, so a re-run writes the same document instead of a second one. */
  eventId: string;
  time: number;
  value: number | null;
}

export interface RuleOutcome {
  state: RuleDeviceState;
  transition: RuleTransition | null;
  /** The state differs from the stored one (only then is the rule written). */
  changed: boolean;
}

/** Deterministic id of the event of one transition of one rule on one device. */
export function ruleEventId(ruleId: string, sn: string, kind: RuleTransition['kind'], since: number): string {
  return `${ruleId}_${sn}_${kind}_${since}`;
}

/** Whether two rule states are the same (only a different one is written). */
export function sameRuleState(a: RuleDeviceState, b: RuleDeviceState): boolean {
  return (
    a.conditionSince === b.conditionSince &&
    a.active === b.active &&
    a.lastSampleTime === b.lastSampleTime &&
    (a.lastEventId ?? null) === (b.lastEventId ?? null)
  );
}

/**
 * Evaluates a rule on a device's latest sample at `nowMs` (pure). The condition must hold for
 * `delaySec` before the alarm starts, and the alarm starts only inside the rule's schedule (read
 * in `timeZone`); the same call at a later `nowMs` (the sweep) starts it when no further sample
 * came. Error samples and missing values leave the state as it is. An alarm starts and clears
 * once: the state says whether one is active. Outside the schedule the condition is still
 * followed (so it raises when the schedule opens), and an active alarm still clears.
 */
export function evaluateRule(
  ruleId: string,
  rule: SampleRule,
  device: Pick<Device, 'sn' | 'config' | 'sample'>,
  stored: RuleDeviceState | undefined,
  nowMs: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): RuleOutcome {
  const prev = stored ?? INITIAL_RULE_STATE;
  const unchanged: RuleOutcome = { state: prev, transition: null, changed: false };
  const sample = device.sample;
  if (!sample) return unchanged;
  const value = ruleReading(rule, device, sample);
  if (value == null || isSensorErrorCode(value)) return unchanged;
  const holds = conditionHolds(rule, device, value, prev.active);
  if (holds === undefined) return unchanged;

  let next: RuleDeviceState;
  let transition: RuleTransition | null = null;
  if (holds) {
    const since = prev.conditionSince ?? sample.time;
    // lastSampleTime moves with every change of state (never on a steady sample: no write then),
    // so a run of samples older than it is known to be judged already (judgeSamples' callers).
    next = prev.conditionSince == null ? { ...prev, conditionSince: since, lastSampleTime: sample.time } : prev;
    const due = prev.active ? undefined : alarmDueAt(rule, since, sample.time, timeZone);
    if (due !== undefined && due <= nowMs) {
      const eventId = ruleEventId(ruleId, device.sn, 'alarm', since);
      transition = { kind: 'alarm', eventId, time: due, value };
      next = { conditionSince: since, active: true, lastSampleTime: sample.time, lastEventId: eventId };
    }
  } else {
    next = prev.conditionSince == null ? prev : { ...prev, conditionSince: null, lastSampleTime: sample.time };
    if (prev.active) {
      const eventId = ruleEventId(ruleId, device.sn, 'alarm_cleared', prev.conditionSince ?? sample.time);
      transition = { kind: 'alarm_cleared', eventId, time: sample.time, value };
      next = { conditionSince: null, active: false, lastSampleTime: sample.time, lastEventId: eventId };
    }
  }
  return { state: next, transition, changed: !sameRuleState(prev, next) };
}

/**
 * The state rule `ruleId` keeps for a device: the device's own (`ruleState`), or, for a device it
 * has not judged since the state moved there, what the rule document held (`state[sn]`, the first
 * data model; never written any more). Undefined: the rule never saw the device.
 */
export function storedRuleState(
  ruleId: string,
  rule: Pick<EventRule, 'state'>,
  device: Pick<Device, 'sn' | 'ruleState'>,
): RuleDeviceState | undefined {
  return device.ruleState?.[ruleId] ?? rule.state?.[device.sn];
}
