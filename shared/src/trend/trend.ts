// The one trend fit and forecast: the sensor page's forecast panel draws it (rollupTrend.ts
// `forecastSeries`) and the early-warning rules judge it (`rollupTrendValueAt`, through
// rules/earlyWarningRule.ts), both from hourly rollup means (never raw history). An ordinary
// least-squares line; a forecast is given only where the line explains the data (a steady trend).

/** One point of a series: an hour's mean at the hour's middle. */
export interface TrendPoint {
  time: number;
  value: number;
}

/** How much data a fit needs before it says anything. */
export const TREND_MIN_POINTS = 6;
/** The points must span at least this long (ms): three hours. */
export const TREND_MIN_SPAN_MS = 3 * 3_600_000;
/** Share of the variation the line must explain (R²) for a trend to count as steady. */
export const TREND_MIN_R2 = 0.8;
/** A slope smaller than this many standard errors is no trend at all (flat or noise). */
export const TREND_MIN_T = 3;

/** Why no forecast is given. */
export type TrendRefusal = 'too_short' | 'no_trend' | 'noisy';

/** A steady line: value(t) = valueAt + slopePerMs * (t - at). */
export interface TrendLine {
  ok: true;
  at: number;
  valueAt: number;
  slopePerMs: number;
  /** Standard error of the slope, for the forecast's uncertainty. */
  slopeStdErr: number;
  r2: number;
  points: number;
  from: number;
  to: number;
}

/** A fit: a steady line, or why there is none. */
export type TrendFit = TrendLine | { ok: false; reason: TrendRefusal; points: number };

/** Fits a straight line through the points (any order); refuses too little, flat or noisy data. */
export function fitTrend(points: readonly TrendPoint[]): TrendFit {
  const pts = points.filter((p) => Number.isFinite(p.value) && Number.isFinite(p.time));
  const n = pts.length;
  const from = Math.min(...pts.map((p) => p.time));
  const to = Math.max(...pts.map((p) => p.time));
  if (n < TREND_MIN_POINTS || to - from < TREND_MIN_SPAN_MS) return { ok: false, reason: 'too_short', points: n };
  // Centre on the mean time: the numbers stay small and the intercept is the mean value.
  const meanT = pts.reduce((s, p) => s + p.time, 0) / n;
  const meanV = pts.reduce((s, p) => s + p.value, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of pts) {
    const dx = p.time - meanT;
    const dy = p.value - meanV;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  const slope = sxy / sxx;
  const sse = Math.max(0, syy - slope * sxy);
  const slopeStdErr = Math.sqrt(sse / (n - 2) / sxx);
  // A perfectly flat series (syy 0) has no trend; a perfect line has no error.
  if (syy === 0 || (slopeStdErr > 0 && Math.abs(slope) / slopeStdErr < TREND_MIN_T)) {
    return { ok: false, reason: 'no_trend', points: n };
  }
  const r2 = 1 - sse / syy;
  if (r2 < TREND_MIN_R2) return { ok: false, reason: 'noisy', points: n };
  return { ok: true, at: meanT, valueAt: meanV, slopePerMs: slope, slopeStdErr, r2, points: n, from, to };
}

/** The line's value at an instant. */
export function trendValueAt(line: TrendLine, ms: number): number {
  return line.valueAt + line.slopePerMs * (ms - line.at);
}

/** When a steady line reaches a limit, with a range from the slope's uncertainty (about 95 %). */
export interface LimitForecast {
  limit: number;
  /** Most likely instant the line reaches the limit. */
  at: number;
  /** The range: the slope two standard errors steeper and flatter (latest is Infinity when it may never). */
  earliest: number;
  latest: number;
}

/**
 * When the line reaches `limit` after `nowMs`, reckoned from the line's value now. Undefined when
 * it moves away from the limit (or is past it already: that is an alarm, not a forecast).
 */
export function forecastLimit(line: TrendLine, limit: number, nowMs: number): LimitForecast | undefined {
  const now = trendValueAt(line, nowMs);
  const gap = limit - now;
  if (gap === 0 || Math.sign(gap) !== Math.sign(line.slopePerMs)) return undefined;
  const reachIn = (slope: number) => (Math.sign(slope) === Math.sign(line.slopePerMs) ? gap / slope : Infinity);
  const spread = 2 * line.slopeStdErr * Math.sign(line.slopePerMs);
  return {
    limit,
    at: nowMs + gap / line.slopePerMs,
    earliest: nowMs + reachIn(line.slopePerMs + spread),
    latest: nowMs + reachIn(line.slopePerMs - spread),
  };
}

/** "about 5 h" / "about 40 d" for a span in ms (minutes under an hour). */
export function forecastSpanText(ms: number): string {
  const h = ms / 3_600_000;
  if (h < 1) return `${Math.max(1, Math.round(ms / 60_000))} min`;
  if (h < 48) return `${Math.round(h)} h`;
  return `${Math.round(h / 24)} d`;
}
