import type { Device } from '../schemas/device.js';
import type { Sample } from '../schemas/sample.js';
import type { SampleRule } from './ruleEvaluation.js';
import { judgeSamples } from './ruleSeries.js';
import { ruleValueText } from './ruleValueText.js';

/** One alarm a rule would have raised on past samples. */
export interface BacktestAlarm {
  sn: string;
  /** When the alarm would have started (after the rule's delay). */
  time: number;
  value: number | null;
  /** The value as the device shows it (unit, binary text). */
  text: string;
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
 * Replays a draft rule over stored history with judgeSamples, the same judgement the functions
 * make live on every posted sample, and returns the alarms it would have raised, oldest first.
 * Between samples the rule is checked again when its delay runs out (what the timer does live),
 * so a condition that held for the delay without a further sample still counts; `untilMs` is the
 * end of the replayed window. The rule's schedule is read in `timeZone` (the system's).
 */
export function backtestRule(
  rule: SampleRule,
  devices: BacktestDevice[],
  untilMs: number,
  timeZone?: string,
): BacktestAlarm[] {
  return devices
    .flatMap((d) =>
      judgeSamples('backtest', rule, d, d.samples, untilMs, { timeZone })
        .transitions.filter(({ transition }) => transition.kind === 'alarm')
        .map(({ transition: t }) => ({
          sn: d.sn,
          time: t.time,
          value: t.value,
          text: ruleValueText(rule, d, t.value),
        })),
    )
    .sort((a, b) => a.time - b.time);
}
