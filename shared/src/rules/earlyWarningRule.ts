import type { TimeRange } from '../history/historyRange.js';
import { BATTERY_ROLLUP_KEY, rollupTrendValueAt } from '../trend/rollupTrend.js';
import type { Rollup } from '../schemas/rollup.js';
import type { EARLY_WARNING_KIND, EventRule } from '../schemas/eventRule.js';
import type { SampleRule } from './ruleEvaluation.js';

// An early-warning rule ("Early warning" in the rule editor) judged on the trend of a value: the
// trend itself (the fit, its value ahead) is shared/src/trend/, which the sensor page's forecast
// panel draws too. Stored with kind `forecast` (EARLY_WARNING_KIND).

/** An early-warning rule. */
export type EarlyWarningRule = Extract<EventRule, { kind: typeof EARLY_WARNING_KIND }>;

/** How much history an early-warning rule fits its trend to: the last day of hourly means. */
export const EARLY_WARNING_WINDOW_MS = 24 * 3_600_000;

/** The range an early-warning rule reads at `nowMs`. */
export function earlyWarningRange(nowMs: number): TimeRange {
  return { from: nowMs - EARLY_WARNING_WINDOW_MS, to: nowMs };
}

/** The rollup key a rule's trend is fitted to. */
export function earlyWarningKey(rule: Pick<EarlyWarningRule, 'watch' | 'valueIndex'>): string {
  return rule.watch === 'battery' ? BATTERY_ROLLUP_KEY : String(rule.valueIndex);
}

/**
 * What an early-warning rule judges at `nowMs`: the trend's value `horizonH` hours ahead, fitted
 * to the last day of hourly means; null when there is no steady trend (too short, flat, noisy):
 * then the rule's state stays as it is, as with an error sample.
 */
export function earlyWarningReading(
  rule: Pick<EarlyWarningRule, 'watch' | 'valueIndex' | 'horizonH'>,
  rollups: readonly Pick<Rollup, 'day' | 'hours'>[],
  nowMs: number,
): number | null {
  return rollupTrendValueAt(
    rollups,
    earlyWarningKey(rule),
    earlyWarningRange(nowMs),
    nowMs + rule.horizonH * 3_600_000,
  );
}

/**
 * The threshold rule an early-warning rule is judged as, on its reading (value index 0 of a
 * sample made of it): the same comparison, hysteresis, delay, schedule and channels, so the one
 * evaluation (evaluateRule) decides both.
 */
export function asThresholdRule(rule: EarlyWarningRule): SampleRule {
  const { horizonH: _h, kind: _k, ...rest } = rule;
  return { ...rest, kind: 'threshold', watch: 'value', valueIndex: 0 };
}
