import { describe, expect, it } from 'vitest';
import { parseSchedule } from './schedules.js';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('parseSchedule', () => {
  it('runs "every N minutes" on the clock, strictly after the moment given', () => {
    const five = parseSchedule('every 5 minutes');
    expect(iso(five.nextAfter(at('2026-03-01T10:02:30Z')))).toBe('2026-03-01T10:05:00.000Z');
    expect(iso(five.nextAfter(at('2026-03-01T10:05:00Z')))).toBe('2026-03-01T10:10:00.000Z');
    expect(iso(parseSchedule('every 1 minutes').nextAfter(at('2026-03-01T10:02:30Z')))).toBe(
      '2026-03-01T10:03:00.000Z',
    );
    expect(iso(parseSchedule('every 2 hours').nextAfter(at('2026-03-01T10:02:30Z')))).toBe('2026-03-01T12:00:00.000Z');
  });

  it('reads five-field cron in the function’s time zone (UTC without one)', () => {
    expect(iso(parseSchedule('*/15 * * * *').nextAfter(at('2026-03-01T10:02:30Z')))).toBe('2026-03-01T10:15:00.000Z');
    expect(iso(parseSchedule('0 3 * * *').nextAfter(at('2026-03-01T10:02:30Z')))).toBe('2026-03-02T03:00:00.000Z');
    // 03:00 in Copenhagen (UTC+1 in March before the switch) is 02:00 UTC.
    expect(iso(parseSchedule('0 3 * * *', 'Europe/Copenhagen').nextAfter(at('2026-03-01T10:02:30Z')))).toBe(
      '2026-03-02T02:00:00.000Z',
    );
    // 2026-03-01 is a Sunday: the next weekday run is Monday.
    expect(iso(parseSchedule('30 8 * * mon-fri').nextAfter(at('2026-03-01T10:02:30Z')))).toBe(
      '2026-03-02T08:30:00.000Z',
    );
    // Both day fields restricted: either day runs (the 15th, or a Friday).
    expect(iso(parseSchedule('0 0 15 * 5').nextAfter(at('2026-03-01T10:02:30Z')))).toBe('2026-03-06T00:00:00.000Z');
  });

  it('refuses what it cannot run', () => {
    expect(() => parseSchedule('every monday 09:00')).toThrow(/not a schedule/);
    expect(() => parseSchedule('61 * * * *')).toThrow(/not in 0-59/);
    expect(() => parseSchedule('0 0 30 2 *')).toThrow(/no run within a year/);
  });
});
