import { describe, expect, it } from 'vitest';
import type { Rollup, Sample, SensorConfig } from '../index.js';
import { bandSeries, limitsOf, rollupValueCount, sampleSeries, valueCount } from './chartSeries.js';

const CONFIG: SensorConfig = { si: ['°C', '%RH'], pv: 0, calc: ['x / 10', 'x / 10'], min: [5, null], max: [35, 90] };
const T = Date.parse('2026-11-23T10:00:00Z');

describe('chart series', () => {
  it('counts values from units, formulas and samples', () => {
    expect(valueCount(CONFIG, [])).toBe(2);
    expect(valueCount({}, [{ values: [1, 2, 3] }])).toBe(3);
  });

  it('turns samples into points per value with gaps and error marks', () => {
    const samples: Sample[] = [
      { time: T, values: [25, 60], rawValues: [250, 600] },
      { time: T + 1, values: [30115, 61], rawValues: [30115, 610], status: 106 },
      { time: T + 2, values: [26, null] },
      // The formula failed when this one arrived: a gap, not the raw value.
      { time: T + 3, values: [null, 62], rawValues: [270, 620] },
    ];
    const [temp, rh] = sampleSeries(CONFIG, samples, 2);
    expect(temp).toEqual({
      index: 0,
      unit: '°C',
      x: [T, T + 1, T + 2, T + 3],
      y: [25, null, 26, null],
      errorX: [T + 1],
    });
    expect(rh.y).toEqual([60, 61, null, 62]);
  });

  it('draws the values kept when each sample arrived, not its raw reading under today’s formula', () => {
    // 20, 20, 45, 20 °C measured at x / 10; the formula is now x / 10 + 5.
    const later: SensorConfig = { ...CONFIG, calc: ['x / 10 + 5', 'x / 10'] };
    const samples: Sample[] = [200, 200, 450, 200].map((raw, i) => ({
      time: T + i,
      values: [raw / 10],
      rawValues: [raw],
    }));
    expect(sampleSeries(later, samples, 1)[0].y).toEqual([20, 20, 45, 20]);
  });

  it('turns rollup hours into mean and min/max bands inside the range', () => {
    const rollup: Rollup = {
      day: '2026-11-23',
      values: {},
      rssi: {},
      rssiHours: {},
      samples: {},
      last: {},
      hours: {
        '11': { '0': { min: 1, max: 5, sum: 6, count: 2 } },
        '9': { '0': { min: 2, max: 4, sum: 9, count: 3 }, '1': { min: 0, max: 0, sum: 0, count: 0 } },
        '20': { '0': { min: 0, max: 1, sum: 1, count: 1 } },
      },
    };
    const [temp, rh] = bandSeries(CONFIG, [rollup], { from: T - 3_600_000, to: T + 2 * 3_600_000 }, 2);
    expect(temp.x).toEqual([T - 3_600_000, T + 3_600_000]);
    expect(temp.mean).toEqual([3, 3]);
    expect(temp.min).toEqual([2, 1]);
    expect(temp.max).toEqual([4, 5]);
    expect(rh.x).toEqual([]);
  });

  it('reads limit lines per value', () => {
    expect(limitsOf(CONFIG, 0)).toEqual({ min: 5, max: 35 });
    expect(limitsOf(CONFIG, 1)).toEqual({ min: null, max: 90 });
    expect(limitsOf({}, 0)).toEqual({ min: null, max: null });
  });
});

describe('rollupValueCount', () => {
  it('counts every value the hourly stats hold, whatever the config lists', () => {
    const stat = { min: 1, max: 2, sum: 3, count: 2 };
    expect(rollupValueCount([{ hours: { '3': { '0': stat }, '4': { '0': stat, '1': stat, x: stat } } }])).toBe(2);
    expect(rollupValueCount([])).toBe(0);
  });
});
