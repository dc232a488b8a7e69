import type { TimeRange } from '../history/historyRange.js';
import { BATTERY_ROLLUP_KEY, rollupTrendPoints } from '../forecast/rollupTrend.js';
import { fitTrend, trendValueAt } from '../forecast/trend.js';
import type { Rollup } from '../schemas/rollup.js';
import type { EventRule } from '../schemas/eventRule.js';
import type { SampleRule } from './ruleEvaluation.js';

/** An early-warning rule. */
export type ForecastRule = Extract<EventRule, { kind: 'forecast' }>;

/** How much history an early-warning rule fits its trend to: the last day of hourly means. */
export const FORECAST_RULE_WINDOW_MS = 24 * 3_600_000;

/** The range an early-warning rule reads at `nowMs`. */
export function forecastRuleRange(nowMs: number): TimeRange {
  return { from: nowMs - FORECAST_RULE_WINDOW_MS, to: nowMs };
}

/** The rollup key a rule's trend is fitted to. */
export function forecastRuleKey(rule: Pick<ForecastRule, 'watch' | 'valueIndex'>): string {
  return rule.watch === 'battery' ? BATTERY_ROLLUP_KEY : String(rule.valueIndex);
}

/**
 * What an early-warning rule judges at `nowMs`: the trend's value `horizonH` hours ahead, fitted
 * to the last day of hourly means; null when there is no steady trend (too short, flat, noisy):
 * then the rule's state stays as it is, as with an error sample.
 */
export function forecastReading(
  rule: Pick<ForecastRule, 'watch' | 'valueIndex' | 'horizonH'>,
  rollups: readonly Pick<Rollup, 'day' | 'hours'>[],
  nowMs: number,
): number | null {
  const fit = fitTrend(rollupTrendPoints(rollups, forecastRuleKey(rule), forecastRuleRange(nowMs)));
  return fit.ok ? trendValueAt(fit, nowMs + rule.horizonH * 3_600_000) : null;
}

/**
 * The threshold rule an early-warning rule is judged as, on its forecast reading (value index 0
 * of a sample made of it): the same comparison, hysteresis, delay, schedule and channels, so the
 * one evaluation (evaluateRule) decides both.
 */
export function asThresholdRule(rule: ForecastRule): SampleRule {
  const { horizonH: _h, kind: _k, ...rest } = rule;
  return { ...rest, kind: 'threshold', watch: 'value', valueIndex: 0 };
}
