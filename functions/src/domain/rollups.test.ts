import { RollupSchema, type Rollup, type Sample } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { possiblyStored, planRollups, recountHour } from './rollups.js';

const t = (iso: string) => Date.parse(iso);
const s = (iso: string, values: (number | null)[], gw = 'GW-1', rssi?: number): Sample => ({
  time: t(iso),
  values,
  gateways: { [gw]: { time: t(iso), ...(rssi != null ? { rssi } : {}) } },
});
const plan = (existing: Map<string, Rollup>, batch: Sample[], stored = new Map<number, Sample>()) =>
  planRollups(existing, batch, stored);

describe('planRollups', () => {
  it('keeps the day totals and hourly buckets per value, rssi per gateway and the sample count', () => {
    const first = plan(new Map(), [
      s('2026-03-01T10:05:00Z', [20, 50], 'GW-1', -70),
      s('2026-03-01T10:35:00Z', [22, null]),
    ]);
    const second = plan(first.rollups, [s('2026-03-01T11:00:00Z', [18, 60], 'GW-2', -90)]);
    const day = RollupSchema.parse(second.rollups.get('2026-03-01'));
    expect(day.values['0']).toEqual({ min: 18, max: 22, sum: 60, count: 3 });
    expect(day.values['1']).toEqual({ min: 50, max: 60, sum: 110, count: 2 });
    expect(day.hours['10']['0']).toEqual({ min: 20, max: 22, sum: 42, count: 2 });
    expect(day.rssi).toEqual({
      'GW-1': { min: -70, max: -70, sum: -70, count: 1 },
      'GW-2': { min: -90, max: -90, sum: -90, count: 1 },
    });
    expect(day.samples).toEqual({ '10': 2, '11': 1 });
    expect(day.last['10']).toBe(t('2026-03-01T10:35:00Z'));
  });

  it('splits by UTC day, leaves out error codes and gaps, and still counts error samples as samples', () => {
    const out = plan(new Map(), [
      s('2026-03-01T23:59:59Z', [1]),
      s('2026-03-02T00:00:00Z', [30115]),
      s('2026-03-02T00:00:01Z', [null, 3]),
    ]);
    expect([...out.rollups.keys()]).toEqual(['2026-03-01', '2026-03-02']);
    expect(out.rollups.get('2026-03-02')?.values).toEqual({ '1': { min: 3, max: 3, sum: 3, count: 1 } });
    expect(out.rollups.get('2026-03-02')?.samples).toEqual({ '0': 2 });
  });

  it('only samples not newer than their hour’s newest counted time may be stored already', () => {
    const first = plan(new Map(), [s('2026-03-01T10:30:00Z', [1])]);
    const batch = [s('2026-03-01T10:10:00Z', [1]), s('2026-03-01T10:40:00Z', [1]), s('2026-03-01T12:00:00Z', [1])];
    expect(possiblyStored(first.rollups, batch).map((x) => x.time)).toEqual([t('2026-03-01T10:10:00Z')]);
  });

  it('a replay with the same value changes nothing; another gateway’s sighting adds its rssi and keeps both', () => {
    const a = s('2026-03-01T10:05:00Z', [20], 'GW-1', -70);
    const first = plan(new Map(), [a]);
    const same = plan(first.rollups, [a], new Map([[a.time, a]]));
    expect(same.rollups.get('2026-03-01')).toEqual(first.rollups.get('2026-03-01'));
    const other = plan(first.rollups, [s('2026-03-01T10:05:00Z', [20], 'GW-2', -95)], new Map([[a.time, a]]));
    expect(other.history[0].gateways).toEqual({
      'GW-1': { time: a.time, rssi: -70 },
      'GW-2': { time: a.time, rssi: -95 },
    });
    const day = other.rollups.get('2026-03-01');
    expect(day?.values['0']).toEqual({ min: 20, max: 20, sum: 20, count: 1 });
    expect(Object.keys(day?.rssi ?? {})).toEqual(['GW-1', 'GW-2']);
    expect(day?.samples['10']).toBe(1);
  });

  it('a replay with another value corrects the stats in place when the old value was inside the range', () => {
    const batch = [s('2026-03-01T10:01:00Z', [10]), s('2026-03-01T10:02:00Z', [20]), s('2026-03-01T10:03:00Z', [30])];
    const first = plan(new Map(), batch);
    const replay = plan(first.rollups, [s('2026-03-01T10:02:00Z', [25])], new Map([[batch[1].time, batch[1]]]));
    expect(replay.recount).toEqual([]);
    expect(replay.rollups.get('2026-03-01')?.values['0']).toEqual({ min: 10, max: 30, sum: 65, count: 3 });
  });

  it('asks for a recount when the replaced value was the min or max, and the recount uses the new version', () => {
    const batch = [s('2026-03-01T10:01:00Z', [10]), s('2026-03-01T10:02:00Z', [20])];
    const first = plan(new Map(), batch);
    const newer = s('2026-03-01T10:01:00Z', [15]);
    const replay = plan(first.rollups, [newer], new Map([[batch[0].time, batch[0]]]));
    expect(replay.recount).toEqual([{ day: '2026-03-01', hour: '10' }]);
    const fixed = recountHour(replay.rollups.get('2026-03-01') as Rollup, '10', batch, replay.history);
    expect(fixed.values['0']).toEqual({ min: 15, max: 20, sum: 35, count: 2 });
    expect(fixed.samples['10']).toBe(2);
  });
});
