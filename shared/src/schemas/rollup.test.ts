import { describe, expect, it } from 'vitest';
import { parseStoredRollup, RollupSchema } from './rollup.js';

describe('RollupSchema', () => {
  it('reads a day with value and hourly stats', () => {
    const stats = { min: 1, max: 3, sum: 4, count: 2 };
    const empty = { rssi: {}, rssiHours: {}, samples: {}, last: {} };
    expect(RollupSchema.parse({ day: '2026-11-23', values: { 0: stats }, hours: { 7: { 0: stats } } })).toEqual({
      day: '2026-11-23',
      values: { 0: stats },
      hours: { 7: { 0: stats } },
      ...empty,
    });
    expect(RollupSchema.parse({ day: '2026-11-23' })).toEqual({ day: '2026-11-23', values: {}, hours: {}, ...empty });
  });

  it('reads rssi per gateway, sample counts and the newest time counted, per hour', () => {
    const stats = { min: -80, max: -70, sum: -150, count: 2 };
    const r = RollupSchema.parse({
      day: '2026-11-23',
      rssi: { 'GW-1': stats },
      rssiHours: { 7: { 'GW-1': stats } },
      samples: { 7: 2 },
      last: { 7: 1 },
    });
    expect(r.rssiHours['7']['GW-1']).toEqual(stats);
    expect(r.samples['7']).toBe(2);
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

describe('parseStoredRollup', () => {
  it('reads a stored rollup; none when absent; a malformed one is none, and told', () => {
    const told: number[] = [];
    const tell = (issues: number) => told.push(issues);
    expect(parseStoredRollup({ day: '2026-11-23' }, tell)).toMatchObject({ day: '2026-11-23', values: {} });
    expect(parseStoredRollup(undefined, tell)).toBeUndefined();
    expect(parseStoredRollup(null, tell)).toBeUndefined();
    expect(told).toEqual([]);
    expect(parseStoredRollup({ day: 'yesterday', values: 3 }, tell)).toBeUndefined();
    expect(told).toEqual([2]);
    // Without a listener it is dropped quietly (a screen has nowhere to say it).
    expect(parseStoredRollup({ day: 7 })).toBeUndefined();
  });
});
