import { describe, expect, it } from 'vitest';
import { BoundedMaintenanceWindowSchema, MaintenanceWindowSchema } from './maintenance.js';

const H = 3_600_000;
const DAY = 24 * H;
const START = Date.UTC(2026, 10, 23, 6);
const issues = (f: Record<string, unknown>) =>
  BoundedMaintenanceWindowSchema.safeParse({
    name: 'W',
    devices: ['*'],
    start: START,
    end: START + H,
    ...f,
  }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('BoundedMaintenanceWindowSchema: a window’s span is bounded, its times sane', () => {
  it('accepts a one-off, and a repeat of at most half its period until at most a year on', () => {
    expect(issues({})).toBeUndefined();
    expect(issues({ repeat: 'daily', end: START + 12 * H, until: START + 366 * DAY })).toBeUndefined();
    expect(issues({ repeat: 'weekly', end: START + 84 * H, until: START + 30 * DAY })).toBeUndefined();
  });

  it('refuses a repeat without end, or repeating for more than a year', () => {
    expect(issues({ repeat: 'daily', until: null })).toEqual(['until: Pick the last day it repeats']);
    expect(issues({ repeat: 'weekly', until: 8_640_000_000_000_000 })).toEqual([
      'until: Pick a time between 2020 and 2099',
      'until: A window repeats for at most a year',
    ]);
    expect(issues({ repeat: 'daily', until: START + 366 * DAY + 1 })).toEqual([
      'until: A window repeats for at most a year',
    ]);
  });

  it('refuses a repeat covering more than half its period (the 24 h − 1 ms daily window)', () => {
    const until = START + 10 * DAY;
    expect(issues({ repeat: 'daily', end: START + DAY - 1, until })).toEqual([
      'end: A daily window lasts at most 12 h (half its repeat)',
    ]);
    expect(issues({ repeat: 'weekly', end: START + 7 * DAY - 1, until })).toEqual([
      'end: A weekly window lasts at most 84 h (half its repeat)',
    ]);
  });

  it('refuses negative, fractional and far-off times by field', () => {
    expect(issues({ start: -5, end: H })).toEqual([
      'start: Pick a time between 2020 and 2099',
      'end: Pick a time between 2020 and 2099',
    ]);
    expect(issues({ end: START + H + 0.5 })).toEqual(['end: Pick a time between 2020 and 2099']);
    expect(issues({ start: Date.UTC(2100, 0, 1), end: Date.UTC(2100, 0, 1) + H })).toEqual([
      'start: Pick a time between 2020 and 2099',
      'end: Pick a time between 2020 and 2099',
    ]);
  });

  it('the stored form still reads a window saved before the bounds (an admin sees and mends it)', () => {
    const old = { name: 'W', devices: ['*'], start: START, end: START + DAY - 1, repeat: 'daily', until: null };
    expect(MaintenanceWindowSchema.safeParse(old).success).toBe(true);
    expect(BoundedMaintenanceWindowSchema.safeParse(old).success).toBe(false);
  });
});
