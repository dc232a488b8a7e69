import { describe, expect, it } from 'vitest';
import { RollupSchema } from './rollup.js';

describe('RollupSchema', () => {
  it('reads a day with value and hourly stats', () => {
    const stats = { min: 1, max: 3, sum: 4, count: 2 };
    expect(RollupSchema.parse({ day: '2026-11-23', values: { 0: stats }, hours: { 7: { 0: stats } } })).toEqual({
      day: '2026-11-23',
      values: { 0: stats },
      hours: { 7: { 0: stats } },
    });
    expect(RollupSchema.parse({ day: '2026-11-23' })).toEqual({ day: '2026-11-23', values: {}, hours: {} });
  });

  it('refuses a bad day and a negative count', () => {
    expect(RollupSchema.safeParse({ day: '23-11-2026' }).error?.issues[0].path).toEqual(['day']);
    const stats = { min: 1, max: 3, sum: 4, count: -1 };
    expect(RollupSchema.safeParse({ day: '2026-11-23', values: { 0: stats } }).error?.issues[0].path).toEqual([
      'values',
      '0',
      'count',
    ]);
  });
});
