import { describe, expect, it } from 'vitest';
import { forecastSeries, rollupTrendPoints, rollupTrendValueAt } from './rollupTrend.js';
import { fitTrend, forecastLimit, forecastSpanText, trendValueAt, type TrendLine, type TrendPoint } from './trend.js';

const H = 3_600_000;
const T0 = Date.UTC(2026, 10, 20);
const series = (values: number[], stepH = 1): TrendPoint[] =>
  values.map((value, i) => ({ time: T0 + i * stepH * H, value }));

describe('fitTrend', () => {
  it('fits a falling line exactly: 100, 98, … (-2 an hour), and forecasts the limit by hand', () => {
    const fit = fitTrend(series([100, 98, 96, 94, 92, 90, 88, 86]));
    expect(fit.ok).toBe(true);
    const line = fit as TrendLine;
    expect(line.slopePerMs * H).toBeCloseTo(-2, 10);
    expect(trendValueAt(line, T0)).toBeCloseTo(100, 10);
    expect(line.r2).toBeCloseTo(1, 10);
    // Now is the last point (86 at 7 h): 86 → 20 at -2/h is 33 h; an exact line has no spread.
    const now = T0 + 7 * H;
    const f = forecastLimit(line, 20, now);
    expect(f?.at).toBeCloseTo(now + 33 * H, -3);
    expect(f?.earliest).toBeCloseTo(now + 33 * H, -3);
    expect(f?.latest).toBeCloseTo(now + 33 * H, -3);
    // Moving away from a high limit: no forecast.
    expect(forecastLimit(line, 150, now)).toBeUndefined();
  });

  it('gives the uncertainty from the slope: a wobbling line, computed by hand', () => {
    // 10, 9, 8.5, 7, 6, 5.5 at hours 0..5: mean t 2.5 h, mean v 7.6667; Sxx 17.5 h², Sxy -16.5,
    // Syy 15.8333; slope -0.942857/h; SSE = Syy - slope·Sxy = 0.27619; SE = sqrt(SSE/4/Sxx) = 0.062814/h.
    const fit = fitTrend(series([10, 9, 8.5, 7, 6, 5.5])) as TrendLine;
    expect(fit.ok).toBe(true);
    expect(fit.slopePerMs * H).toBeCloseTo(-0.942857, 5);
    expect(fit.slopeStdErr * H).toBeCloseTo(0.062814, 5);
    const now = T0 + 5 * H;
    // Value now on the line: 7.6667 - 0.942857 * 2.5 = 5.30952; to 0 at -0.942857/h: 5.6313 h.
    const f = forecastLimit(fit, 0, now)!;
    expect((f.at - now) / H).toBeCloseTo(5.6313, 3);
    // Two standard errors steeper (-1.068485/h) is sooner: 4.9692 h; flatter (-0.817229/h): 6.4970 h.
    expect((f.earliest - now) / H).toBeCloseTo(4.9692, 3);
    expect((f.latest - now) / H).toBeCloseTo(6.497, 3);
  });

  it('refuses too few points and too short a span', () => {
    expect(fitTrend(series([5, 4, 3, 2, 1]))).toMatchObject({ ok: false, reason: 'too_short' });
    expect(fitTrend(series([6, 5, 4, 3, 2, 1], 0.25))).toMatchObject({ ok: false, reason: 'too_short' });
    expect(fitTrend([])).toMatchObject({ ok: false, reason: 'too_short', points: 0 });
  });

  it('sees no trend in a flat series, and refuses a noisy one', () => {
    expect(fitTrend(series([20, 20, 20, 20, 20, 20, 20]))).toMatchObject({ ok: false, reason: 'no_trend' });
    expect(fitTrend(series([20, 21, 19, 20.5, 19.5, 20, 21, 19]))).toMatchObject({ ok: false, reason: 'no_trend' });
    // Falling on the whole, but the scatter is larger than the line explains (R² about 0.6).
    const noisy = [30, 22, 29, 20, 26, 17, 25, 14, 22, 12, 21, 10];
    expect(fitTrend(series(noisy))).toMatchObject({ ok: false, reason: 'noisy' });
  });

  it('fits across gaps: the missing hours are not zeros', () => {
    const points = series([50, 49, 48, 47, 46, 45, 44, 43, 42, 41, 40, 39]).filter((_, i) => i < 3 || i > 8);
    const fit = fitTrend(points) as TrendLine;
    expect(fit.ok).toBe(true);
    expect(fit.slopePerMs * H).toBeCloseTo(-1, 10);
  });
});

describe('forecastSeries from rollups', () => {
  it('reads hourly means at mid-hour, skips empty hours, and heads for the limit it moves to', () => {
    const hours: Record<string, Record<string, { min: number; max: number; sum: number; count: number }>> = {};
    for (let h = 0; h < 10; h++) hours[String(h)] = { '0': { min: 0, max: 0, sum: (80 - 3 * h) * 2, count: 2 } };
    hours['10'] = { '0': { min: 0, max: 0, sum: 0, count: 0 } };
    const rollups = [{ day: '2026-11-20', hours }];
    const points = rollupTrendPoints(rollups, '0', { from: T0, to: T0 + 24 * H });
    expect(points).toHaveLength(10);
    expect(points[0]).toEqual({ time: T0 + H / 2, value: 80 });
    const now = T0 + 9.5 * H; // the last mean: 53
    const { fit, forecast } = forecastSeries(points, { min: 20, max: 90 }, now);
    expect(fit.ok).toBe(true);
    expect(forecast?.limit).toBe(20);
    expect((forecast!.at - now) / H).toBeCloseTo(11, 6); // (53 - 20) / 3
    expect(forecastSeries(points, { min: null, max: 90 }, now).forecast).toBeUndefined();
    // The same fit's value ahead (what an early-warning rule judges): 53 - 3 × 4 four hours on.
    expect(rollupTrendValueAt(rollups, '0', { from: T0, to: T0 + 24 * H }, now + 4 * H)).toBeCloseTo(41, 6);
    // No steady trend, no value: an hour's mean alone is too short.
    expect(rollupTrendValueAt(rollups, '0', { from: T0, to: T0 + H }, now)).toBeNull();
  });

  it('words spans as the page shows them', () => {
    expect(forecastSpanText(5 * H)).toBe('5 h');
    expect(forecastSpanText(40 * 24 * H)).toBe('40 d');
    expect(forecastSpanText(10 * 60_000)).toBe('10 min');
  });
});
