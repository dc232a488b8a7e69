import { describe, expect, it } from 'vitest';
import { MaintenanceWindowSchema, type MaintenanceWindow } from '../schemas/maintenance.js';
import { activeWindows, coveringWindow, lastEndedOccurrence, occurrenceAt } from './windows.js';

const iso = (s: string) => Date.parse(s);
const win = (fields: Record<string, unknown>): MaintenanceWindow =>
  MaintenanceWindowSchema.parse({ name: 'Cleaning', devices: ['*'], ...fields });

describe('maintenance windows', () => {
  // Daily 06:00–08:00 Berlin time from Thursday 2026-10-22 (CEST, UTC+2), across the clock going back on the 25th.
  const daily = win({ start: iso('2026-10-22T04:00:00Z'), end: iso('2026-10-22T06:00:00Z'), repeat: 'daily' });
  const zone = 'Europe/Berlin';

  it('repeats at the same wall-clock time, across a clock change', () => {
    expect(occurrenceAt(daily, zone, iso('2026-10-24T05:00:00Z'))).toEqual({
      start: iso('2026-10-24T04:00:00Z'),
      end: iso('2026-10-24T06:00:00Z'),
    });
    // After the change 06:00 local is 05:00 UTC.
    expect(occurrenceAt(daily, zone, iso('2026-10-26T05:30:00Z'))?.start).toBe(iso('2026-10-26T05:00:00Z'));
    expect(occurrenceAt(daily, zone, iso('2026-10-26T04:30:00Z'))).toBeUndefined();
    expect(occurrenceAt(daily, zone, iso('2026-10-21T04:30:00Z'))).toBeUndefined(); // before the first
  });

  it('knows the latest occurrence that ended, and stops after `until`', () => {
    expect(lastEndedOccurrence(daily, zone, iso('2026-10-24T12:00:00Z'))?.end).toBe(iso('2026-10-24T06:00:00Z'));
    expect(lastEndedOccurrence(daily, zone, iso('2026-10-22T05:00:00Z'))).toBeUndefined();
    const twice = { ...daily, until: iso('2026-10-23T12:00:00Z') };
    expect(occurrenceAt(twice, zone, iso('2026-10-24T05:00:00Z'))).toBeUndefined();
    expect(lastEndedOccurrence(twice, zone, iso('2026-10-30T00:00:00Z'))?.end).toBe(iso('2026-10-23T06:00:00Z'));
  });

  it('covers the whole system or the chosen devices, the one ending last first', () => {
    const oneOff = win({ start: 0, end: 10_000, devices: ['S-1', 'G-1'] });
    const longer = win({ start: 5_000, end: 20_000, devices: ['S-2'] });
    const windows = [
      { id: 'a', window: oneOff },
      { id: 'b', window: longer },
    ];
    expect(coveringWindow(windows, 'UTC', 6_000, ['S-1'])?.id).toBe('a');
    expect(coveringWindow(windows, 'UTC', 6_000, ['S-3', 'G-1'])?.id).toBe('a');
    expect(coveringWindow(windows, 'UTC', 6_000, ['S-3'])).toBeUndefined();
    expect(coveringWindow(windows, 'UTC', 10_000, ['S-1'])).toBeUndefined(); // end excluded
    expect(activeWindows(windows, 'UTC', 6_000).map((w) => w.id)).toEqual(['a', 'b']);
  });

  it('refuses a window that ends before it starts, a repeat as long as its period, and no devices', () => {
    const issues = (f: Record<string, unknown>) =>
      MaintenanceWindowSchema.safeParse({ name: 'W', devices: ['*'], ...f }).error?.issues.map(
        (i) => `${i.path.join('.')}: ${i.message}`,
      );
    expect(issues({ start: 10, end: 5 })).toEqual(['end: The window must end after it starts']);
    expect(issues({ start: 0, end: 86_400_000, repeat: 'daily' })).toEqual([
      'end: A daily window must be shorter than its repeat',
    ]);
    expect(issues({ start: 0, end: 5, devices: [] })).toEqual([
      'devices: Pick the whole system or at least one device',
    ]);
    expect(issues({ start: 0, end: 5 })).toBeUndefined();
  });
});
