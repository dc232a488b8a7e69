import type { Device } from '../schemas/device.js';
import type { RuleDeviceState } from '../schemas/eventRule.js';
import type { Sample } from '../schemas/sample.js';
import { DEFAULT_TIME_ZONE } from '../schemas/system.js';
import {
  alarmDueAt,
  evaluateRule,
  INITIAL_RULE_STATE,
  sameRuleState,
  type RuleTransition,
  type SampleRule,
} from './ruleEvaluation.js';

// The one way a rule judges a run of samples: the live store path (every sample of a post), the
// sweep (a pending delay running out) and the rule editor's backtest all call judgeSamples.

/** A sample as a rule reads it. */
export type JudgedSample = Pick<Sample, 'time' | 'values'>;

/** One transition of a series, with the sample it was judged on (for the event's value text). */
export interface SeriesTransition<S extends JudgedSample = JudgedSample> {
  transition: RuleTransition;
  sample: S;
}

/** What judging a run of samples did to one rule's state for one device. */
export interface SeriesOutcome<S extends JudgedSample = JudgedSample> {
  state: RuleDeviceState;
  transitions: SeriesTransition<S>[];
  /** The state or an event differs from the start (only then is anything written). */
  changed: boolean;
}

/** Where a series starts: the stored state and the sample it was last judged on (for a pending delay). */
export interface SeriesStart<S extends JudgedSample = JudgedSample> {
  state?: RuleDeviceState;
  previous?: S | null;
  /** The system's zone, for the rule's schedule (UTC when not given). */
  timeZone?: string;
}

/**
 * Judges `samples` (any order; judged oldest first) with evaluateRule, each at its own time, and
 * then once more at `untilMs`. Between two samples, a condition still pending from the earlier
 * one starts its alarm when the rule's delay runs out before the later one (what the timer or the
 * sweep does live), with the earlier sample's value; likewise when the rule's schedule opens while
 * it still holds. `start.previous` is the sample the stored
 * state was judged on, so a delay pending from before the series is honoured the same way. With
 * no samples, only the pending delay is checked (the sweep). Pure.
 */
export function judgeSamples<S extends JudgedSample>(
  ruleId: string,
  rule: SampleRule,
  device: Pick<Device, 'sn' | 'config'>,
  samples: readonly S[],
  untilMs: number,
  start: SeriesStart<S> = {},
): SeriesOutcome<S> {
  const initial = start.state ?? INITIAL_RULE_STATE;
  let state = initial;
  let last = start.previous ?? undefined;
  const transitions: SeriesTransition<S>[] = [];
  const step = (sample: S, nowMs: number) => {
    const out = evaluateRule(
      ruleId,
      rule,
      { sn: device.sn, config: device.config, sample },
      state,
      nowMs,
      start.timeZone,
    );
    state = out.state;
    if (out.transition) transitions.push({ transition: out.transition, sample });
  };
  const flushDelay = (before: number) => {
    if (!last || state.active || state.conditionSince == null) return;
    // The delay running out, or the schedule opening after it, while the condition still held.
    const due = alarmDueAt(rule, state.conditionSince, last.time, start.timeZone ?? DEFAULT_TIME_ZONE);
    if (due !== undefined && due <= before) step(last, due);
  };
  for (const sample of [...samples].sort((a, b) => a.time - b.time)) {
    flushDelay(sample.time);
    step(sample, sample.time);
    last = sample;
  }
  flushDelay(untilMs);
  return { state, transitions, changed: transitions.length > 0 || !sameRuleState(initial, state) };
}
