import { describe, expect, it } from 'vitest';
import { MIN_AXIS_SPAN_MS, narrowAxisRange } from './timeAxis';

describe('narrowAxisRange', () => {
  it('gives one point an hour’s axis centred on it', () => {
    const t = Date.parse('2026-12-01T10:00:00Z');
    expect(narrowAxisRange([t])).toEqual([new Date(t - MIN_AXIS_SPAN_MS / 2), new Date(t + MIN_AXIS_SPAN_MS / 2)]);
  });

  it('leaves a wide enough series, or none, to the chart', () => {
    expect(narrowAxisRange([0, MIN_AXIS_SPAN_MS])).toBeUndefined();
    expect(narrowAxisRange([])).toBeUndefined();
  });
});
