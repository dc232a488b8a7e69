import { describe, expect, it } from 'vitest';
import { RuleScheduleSchema, type RuleSchedule } from '../schemas/schedule.js';
import { nextScheduleOpen, scheduleActiveAt } from './schedule.js';
import { zonedParts } from './zonedTime.js';

const iso = (s: string) => Date.parse(s);
const schedule = (s: unknown): RuleSchedule => RuleScheduleSchema.parse(s);

// Weekdays 00:00–08:00 and 17:00–19:00 (the issue's example).
const workdays = schedule({
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  periods: [
    { from: 17 * 60, to: 19 * 60 },
    { from: 0, to: 8 * 60 },
  ],
});

describe('scheduleActiveAt', () => {
  it('is always active without a schedule', () => {
    expect(scheduleActiveAt(undefined, 'UTC', iso('2026-11-28T12:00:00Z'))).toBe(true);
  });

  it('reads the wall clock of the zone: several periods a day, chosen weekdays only', () => {
    const zone = 'Europe/Berlin'; // UTC+1 in November
    // Thursday 2026-11-26
    expect(scheduleActiveAt(workdays, zone, iso('2026-11-26T06:59:00Z'))).toBe(true); // 07:59
    expect(scheduleActiveAt(workdays, zone, iso('2026-11-26T07:00:00Z'))).toBe(false); // 08:00, end excluded
    expect(scheduleActiveAt(workdays, zone, iso('2026-11-26T15:59:00Z'))).toBe(false); // 16:59
    expect(scheduleActiveAt(workdays, zone, iso('2026-11-26T16:00:00Z'))).toBe(true); // 17:00
    expect(scheduleActiveAt(workdays, zone, iso('2026-11-26T18:00:00Z'))).toBe(false); // 19:00
    // Saturday 2026-11-28, 06:00 local: not a chosen day.
    expect(scheduleActiveAt(workdays, zone, iso('2026-11-28T05:00:00Z'))).toBe(false);
    // The same instant in New York is Friday 00:00–08:00? 2026-11-27T10:00Z is Fri 05:00 there.
    expect(scheduleActiveAt(workdays, 'America/New_York', iso('2026-11-27T10:00:00Z'))).toBe(true);
    expect(scheduleActiveAt(workdays, 'UTC', iso('2026-11-27T10:00:00Z'))).toBe(false);
  });

  it('runs a period across midnight into the next day, from the chosen day only', () => {
    const nights = schedule({ days: ['fri'], periods: [{ from: 22 * 60, to: 6 * 60 }] });
    expect(scheduleActiveAt(nights, 'UTC', iso('2026-11-27T23:30:00Z'))).toBe(true); // Fri 23:30
    expect(scheduleActiveAt(nights, 'UTC', iso('2026-11-28T05:59:00Z'))).toBe(true); // Sat 05:59
    expect(scheduleActiveAt(nights, 'UTC', iso('2026-11-28T06:00:00Z'))).toBe(false);
    expect(scheduleActiveAt(nights, 'UTC', iso('2026-11-27T05:00:00Z'))).toBe(false); // Fri 05:00: Thu not chosen
    expect(scheduleActiveAt(nights, 'UTC', iso('2026-11-28T23:00:00Z'))).toBe(false); // Sat 23:00
  });

  it('counts the repeated hour twice on the day the clock goes back', () => {
    // Berlin, Sunday 2026-10-25: 03:00 CEST becomes 02:00 CET at 01:00 UTC.
    const early = schedule({ days: ['sun'], periods: [{ from: 150, to: 180 }] }); // 02:30–03:00
    expect(scheduleActiveAt(early, 'Europe/Berlin', iso('2026-10-25T00:30:00Z'))).toBe(true); // 02:30 CEST
    expect(scheduleActiveAt(early, 'Europe/Berlin', iso('2026-10-25T01:05:00Z'))).toBe(false); // 02:05 CET
    expect(scheduleActiveAt(early, 'Europe/Berlin', iso('2026-10-25T01:30:00Z'))).toBe(true); // 02:30 CET
  });
});

describe('nextScheduleOpen', () => {
  it('is the instant itself while active, and the next period start otherwise', () => {
    const zone = 'Europe/Berlin';
    const inside = iso('2026-11-26T06:00:00Z');
    expect(nextScheduleOpen(workdays, zone, inside)).toBe(inside);
    // Thursday 08:00 local → opens 17:00 local (16:00 UTC).
    expect(nextScheduleOpen(workdays, zone, iso('2026-11-26T07:00:00Z'))).toBe(iso('2026-11-26T16:00:00Z'));
    // Friday 19:30 local → Monday 00:00 local (Sunday 23:00 UTC).
    expect(nextScheduleOpen(workdays, zone, iso('2026-11-27T18:30:00Z'))).toBe(iso('2026-11-29T23:00:00Z'));
  });

  it('opens when the clock jumps on the day it goes forward, for a start in the skipped hour', () => {
    // Berlin, Sunday 2026-03-29: 02:00 CET becomes 03:00 CEST at 01:00 UTC; 02:30 never shows.
    const sunday = schedule({ days: ['sun'], periods: [{ from: 150, to: 240 }] }); // 02:30–04:00
    expect(nextScheduleOpen(sunday, 'Europe/Berlin', iso('2026-03-28T12:00:00Z'))).toBe(iso('2026-03-29T01:00:00Z'));
    // A start after the jump is found on the new offset: 03:30 CEST is 01:30 UTC.
    const later = schedule({ days: ['sun'], periods: [{ from: 210, to: 240 }] });
    expect(nextScheduleOpen(later, 'Europe/Berlin', iso('2026-03-28T12:00:00Z'))).toBe(iso('2026-03-29T01:30:00Z'));
  });

  it('steps over a short day by calendar date, not 24 hours', () => {
    // From Saturday 23:30 CET, the day before the clock goes forward: Sunday's 12:00 CEST is next.
    const sunday = schedule({ days: ['sun'], periods: [{ from: 720, to: 780 }] });
    expect(nextScheduleOpen(sunday, 'Europe/Berlin', iso('2026-03-28T22:30:00Z'))).toBe(iso('2026-03-29T10:00:00Z'));
  });

  it('is the instant itself without a schedule', () => {
    expect(nextScheduleOpen(undefined, 'UTC', 5)).toBe(5);
    expect(zonedParts(iso('2026-11-26T12:00:00Z'), 'UTC').weekday).toBe('thu');
  });
});

describe('RuleScheduleSchema', () => {
  const issues = (s: unknown) =>
    RuleScheduleSchema.safeParse(s).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('refuses an empty period, overlapping periods and no days, by field', () => {
    expect(issues({ days: ['mon'], periods: [{ from: 60, to: 60 }] })).toEqual([
      'periods.0: The period is empty: it ends when it starts',
    ]);
    expect(issues({ days: ['mon'], periods: [{ from: 0, to: 1440 }] })).toEqual([
      'periods.0: The period is empty: it ends when it starts',
    ]);
    expect(
      issues({
        days: ['mon'],
        periods: [
          { from: 60, to: 180 },
          { from: 120, to: 240 },
        ],
      }),
    ).toEqual(['periods.1: Overlaps period 1']);
    // Across midnight into the next morning.
    expect(
      issues({
        days: ['mon'],
        periods: [
          { from: 22 * 60, to: 2 * 60 },
          { from: 60, to: 120 },
        ],
      }),
    ).toEqual(['periods.1: Overlaps period 1']);
    expect(issues({ days: [], periods: [] })).toEqual([
      'days: Pick at least one day',
      'periods: Add at least one period',
    ]);
  });

  it('sorts days and periods, and lets periods touch', () => {
    const parsed = schedule({
      days: ['fri', 'mon'],
      periods: [
        { from: 480, to: 1440 },
        { from: 0, to: 480 },
      ],
    });
    expect(parsed).toEqual({
      days: ['mon', 'fri'],
      periods: [
        { from: 0, to: 480 },
        { from: 480, to: 1440 },
      ],
    });
  });
});
