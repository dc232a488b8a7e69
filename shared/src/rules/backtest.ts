import type { Device } from '../schemas/device.js';
import type { Sample } from '../schemas/sample.js';
import type { RuleDeviceState } from '../schemas/eventRule.js';
import { evaluateRule, type SampleRule } from './ruleEvaluation.js';

/** One alarm a rule would have raised on past samples. */
export interface BacktestAlarm {
  sn: string;
  /** When the alarm would have started (after the rule's delay). */
  time: number;
  value: number | null;
}

/** One device's history, as the backtest reads it. */
export interface BacktestDevice {
  sn: string;
  config: Device['config'];
  /** Stored samples, in any order. */
  samples: Pick<Sample, 'time' | 'values'>[];
}

/** Days of history the editor replays (the samples the system keeps). */
export const BACKTEST_DAYS = 7;

/**
 * Replays a draft rule over stored history with the same evaluateRule the functions use, and
 * returns the alarms it would have raised, oldest first. Between samples the rule is checked
 * again when its delay runs out (what the sweep does live), so a condition that held for the
 * delay without a further sample still counts; `untilMs` is the end of the replayed window.
 */
export function backtestRule(rule: SampleRule, devices: BacktestDevice[], untilMs: number): BacktestAlarm[] {
  const alarms: BacktestAlarm[] = [];
  for (const d of devices) {
    const samples = [...d.samples].sort((a, b) => a.time - b.time);
    let state: RuleDeviceState | undefined;
    let last: Pick<Sample, 'time' | 'values'> | undefined;
    const step = (sample: Pick<Sample, 'time' | 'values'>, nowMs: number) => {
      const out = evaluateRule('backtest', rule, { sn: d.sn, config: d.config, sample }, state, nowMs);
      state = out.state;
      if (out.transition?.kind === 'alarm')
        alarms.push({ sn: d.sn, time: out.transition.time, value: out.transition.value });
    };
    // A condition still pending from the previous sample starts its alarm when the delay runs out before `before`.
    const flushDelay = (before: number) => {
      if (!last || !state || state.active || state.conditionSince == null) return;
      const due = state.conditionSince + rule.delaySec * 1000;
      if (due <= before) step(last, due);
    };
    for (const sample of samples) {
      flushDelay(sample.time);
      step(sample, sample.time);
      last = sample;
    }
    flushDelay(untilMs);
  }
  return alarms.sort((a, b) => a.time - b.time);
}
