import type { Rollup } from '../schemas/rollup.js';
import { bucketStart, type TimeRange } from '../history/historyRange.js';
import { fitTrend, forecastLimit, trendValueAt, type LimitForecast, type TrendFit, type TrendPoint } from './trend.js';

/** The rollup key of a sensor's battery level (next to the value indexes "0", "1", …). */
export const BATTERY_ROLLUP_KEY = 'battery';

/**
 * The hourly means of one rollup key ("0", "1", … or "battery") inside a range, each at the middle
 * of its hour: what a forecast is fitted to. Hours without a measurement are gaps, not zeros.
 */
export function rollupTrendPoints(
  rollups: readonly Pick<Rollup, 'day' | 'hours'>[],
  key: string,
  range: TimeRange,
): TrendPoint[] {
  return rollups
    .flatMap((r) =>
      Object.entries(r.hours).flatMap(([hour, stats]) => {
        const s = stats[key];
        const time = bucketStart(r.day, hour) + 1_800_000;
        return s && s.count > 0 && time >= range.from && time <= range.to ? [{ time, value: s.sum / s.count }] : [];
      }),
    )
    .sort((a, b) => a.time - b.time);
}

/**
 * The value at `atMs` of the trend of one rollup key's hourly means inside `range`; null when there
 * is no steady trend (too short, flat, noisy). What an early-warning rule judges.
 */
export function rollupTrendValueAt(
  rollups: readonly Pick<Rollup, 'day' | 'hours'>[],
  key: string,
  range: TimeRange,
  atMs: number,
): number | null {
  const fit = fitTrend(rollupTrendPoints(rollups, key, range));
  return fit.ok ? trendValueAt(fit, atMs) : null;
}

/** A fit with the forecast toward whichever limit the trend moves to (none when it moves to neither). */
export interface SeriesForecast {
  fit: TrendFit;
  forecast?: LimitForecast;
}

/**
 * Fits the series and forecasts when it reaches the limit it heads for: the low one when it falls,
 * the high one when it rises (null limits are not set). Pure; the details page and the
 * early-warning rules both call it.
 */
export function forecastSeries(
  points: readonly TrendPoint[],
  limits: { min: number | null; max: number | null },
  nowMs: number,
): SeriesForecast {
  const fit = fitTrend(points);
  if (!fit.ok) return { fit };
  const limit = fit.slopePerMs < 0 ? limits.min : limits.max;
  const forecast = limit == null ? undefined : forecastLimit(fit, limit, nowMs);
  return forecast ? { fit, forecast } : { fit };
}
