import { describe, expect, it } from 'vitest';
import type { Rollup } from '@neuron/shared';
import { DAY_ROLLUPS_FRESH_MS, DayRollups } from './dayRollups';

const rollup = (day: string, mean = 1): Rollup =>
  ({ day, values: {}, hours: { '0': { [0]: mean } } }) as unknown as Rollup;

function setup(stored: Rollup[], running: Rollup | null) {
  const calls: string[] = [];
  let now = 0;
  let failNext = false;
  const reader = new DayRollups(
    {
      readRunningRollup: (_sid: string, sn: string) => {
        calls.push(`running ${sn}`);
        if (failNext) return ((failNext = false), Promise.reject(new Error('offline')));
        return Promise.resolve(running);
      },
      readStoredRollups: (_sid: string, sn: string, days: readonly string[]) => {
        // The running rollup has been read by the time any stored day is asked for.
        calls.push(`stored ${sn} ${days.join(',')}`);
        return Promise.resolve(stored.filter((r) => days.includes(r.day)));
      },
    },
    () => now,
  );
  return { reader, calls, tick: (ms: number) => (now += ms), failNext: () => (failNext = true) };
}

describe('day rollups shared by a device page', () => {
  it('reads the running rollup first, then each stored day once, whatever the readers ask', async () => {
    const today = rollup('2026-11-23', 9);
    const { reader, calls } = setup([rollup('2026-11-21'), rollup('2026-11-22'), rollup('2026-11-23', 1)], today);
    const week = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];
    const [chart, trend] = await Promise.all([
      reader.readRollups('sys', 'S-1', week),
      reader.readRollups('sys', 'S-1', week.slice(2)),
    ]);
    // Today's stored document (an older copy) is never read: the running rollup takes its place.
    expect(chart.map((r) => r.day)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(chart.at(-1)).toBe(today);
    expect(trend.map((r) => r.day)).toEqual(['2026-11-22', '2026-11-23']);
    expect(calls).toEqual(['running S-1', 'stored S-1 2026-11-20,2026-11-21,2026-11-22']);
  });

  it('reads only the days not asked yet, a run at a time, and each device apart', async () => {
    const { reader, calls } = setup([], null);
    await reader.readRollups('sys', 'S-1', ['2026-11-22']);
    await reader.readRollups('sys', 'S-1', ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']);
    await reader.readRollups('sys', 'S-2', ['2026-11-22']);
    expect(calls).toEqual([
      'running S-1',
      'stored S-1 2026-11-22',
      'stored S-1 2026-11-21',
      'stored S-1 2026-11-23,2026-11-24',
      'running S-2',
      'stored S-2 2026-11-22',
    ]);
  });

  it('reads again once what was read is no longer fresh, or after a failed read', async () => {
    const { reader, calls, tick, failNext } = setup([], null);
    failNext();
    await expect(reader.readRollups('sys', 'S-1', ['2026-11-22'])).rejects.toThrow('offline');
    await reader.readRollups('sys', 'S-1', ['2026-11-22']);
    await reader.readRollups('sys', 'S-1', ['2026-11-22']);
    tick(DAY_ROLLUPS_FRESH_MS + 1);
    await reader.readRollups('sys', 'S-1', ['2026-11-22']);
    expect(calls).toEqual([
      'running S-1',
      'running S-1',
      'stored S-1 2026-11-22',
      'running S-1',
      'stored S-1 2026-11-22',
    ]);
  });
});
