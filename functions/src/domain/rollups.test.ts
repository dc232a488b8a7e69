import { RollupSchema } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { applySamplesToRollups, meanOf, rollupDay } from './rollups.js';

const t = (iso: string) => Date.parse(iso);

describe('rollups', () => {
  it('keeps the day totals and hourly buckets per value, incrementally', () => {
    const first = applySamplesToRollups(new Map(), [
      { time: t('2026-03-01T10:05:00Z'), values: [20, 50] },
      { time: t('2026-03-01T10:35:00Z'), values: [22, null] },
    ]);
    const second = applySamplesToRollups(first, [{ time: t('2026-03-01T11:00:00Z'), values: [18, 60] }]);
    const day = RollupSchema.parse(second.get('2026-03-01'));
    expect(day.values['0']).toEqual({ min: 18, max: 22, sum: 60, count: 3 });
    expect(day.values['1']).toEqual({ min: 50, max: 60, sum: 110, count: 2 });
    expect(day.hours['10']['0']).toEqual({ min: 20, max: 22, sum: 42, count: 2 });
    expect(day.hours['11']['0']).toEqual({ min: 18, max: 18, sum: 18, count: 1 });
    expect(meanOf(day.values['0'])).toBe(20);
  });

  it('splits samples by UTC day and leaves out error codes and gaps', () => {
    const out = applySamplesToRollups(new Map(), [
      { time: t('2026-03-01T23:59:59Z'), values: [1] },
      { time: t('2026-03-02T00:00:00Z'), values: [30115] },
      { time: t('2026-03-02T00:00:01Z'), values: [null, 3] },
    ]);
    expect([...out.keys()]).toEqual(['2026-03-01', '2026-03-02']);
    expect(out.get('2026-03-02')?.values).toEqual({ '1': { min: 3, max: 3, sum: 3, count: 1 } });
    expect(rollupDay(t('2026-03-01T23:59:59Z'))).toBe('2026-03-01');
  });

  it('writes nothing for a sample without measurements', () => {
    expect(applySamplesToRollups(new Map(), [{ time: 1, values: [30115] }]).size).toBe(0);
  });
});
