import { forecastSeries } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { forecastText, printsRange } from './forecastText';

const H = 3_600_000;
const series = (values: number[]) => values.map((value, i) => ({ time: i * H, value }));

describe('forecastText', () => {
  it('says where a steady trend heads and when it reaches the limit', () => {
    const now = 7 * H;
    const outcome = forecastSeries(series([100, 98, 96, 94, 92, 90, 88, 86]), { min: 76, max: null }, now);
    expect(forecastText(outcome, now, 'cm', false)).toBe('Falling 2.0 cm/h; reaches 76 cm in about 5 h.');
    expect(forecastText(outcome, now, '%', true)).toContain('Falling 2.0 %/h; reaches empty');
    // One time, no range: the panel's note then says nothing of a range.
    expect(printsRange(outcome, now)).toBe(false);
  });

  it('gives the range when the readings scatter around the trend', () => {
    const now = 7 * H;
    const scattered = series([100, 97, 97, 93, 93, 89, 89, 85]);
    const text = forecastText(forecastSeries(scattered, { min: 40, max: null }, now), now, 'cm', false);
    expect(text).toMatch(/^Falling [\d.]+ cm\/h; reaches 40 cm in about \d+ h \(between \d+ h and \d+ h\)\.$/);
    expect(printsRange(forecastSeries(scattered, { min: 40, max: null }, now), now)).toBe(true);
  });

  it('explains why there is no forecast', () => {
    expect(forecastText(forecastSeries(series([1, 2, 3]), { min: 0, max: null }, 0), 0, '', false)).toMatch(
      /^Not enough/,
    );
    const flat = forecastSeries(series([5, 5, 5, 5, 5, 5, 5]), { min: 0, max: null }, 0);
    expect(forecastText(flat, 0, '', false)).toMatch(/^No steady trend/);
  });
});
