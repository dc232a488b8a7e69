import { describe, expect, it } from 'vitest';
import {
  bucketStart,
  checkCustomRange,
  daysInRange,
  historySource,
  presetRange,
  RAW_HISTORY_MAX_MS,
  utcDay,
} from './historyRange.js';

const NOW = Date.parse('2026-11-23T16:30:00Z');

describe('history ranges', () => {
  it('reads raw samples up to 48 h and rollups beyond', () => {
    expect(historySource(presetRange('1h', NOW))).toBe('samples');
    expect(historySource(presetRange('24h', NOW))).toBe('samples');
    expect(historySource({ from: 0, to: RAW_HISTORY_MAX_MS })).toBe('samples');
    expect(historySource({ from: 0, to: RAW_HISTORY_MAX_MS + 1 })).toBe('rollups');
    expect(historySource(presetRange('7d', NOW))).toBe('rollups');
    expect(historySource(presetRange('30d', NOW))).toBe('rollups');
  });

  it('lists the UTC days a range touches: 31 at most for 30 days', () => {
    const days = daysInRange(presetRange('30d', NOW));
    expect(days).toHaveLength(31);
    expect(days[0]).toBe('2026-10-24');
    expect(days.at(-1)).toBe('2026-11-23');
    const midnight = Date.parse('2026-11-23T00:00:00Z');
    expect(daysInRange({ from: midnight - 30 * 86_400_000, to: midnight })).toHaveLength(30);
    expect(daysInRange({ from: NOW, to: NOW })).toEqual([]);
    expect(daysInRange({ from: Date.parse('2026-12-31T23:00:00Z'), to: Date.parse('2027-01-01T01:00:00Z') })).toEqual([
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it('names days and hourly buckets in UTC', () => {
    expect(utcDay(NOW)).toBe('2026-11-23');
    expect(bucketStart('2026-11-23', '5')).toBe(Date.parse('2026-11-23T05:00:00Z'));
    expect(presetRange('24h', NOW)).toEqual({ from: NOW - 86_400_000, to: NOW });
  });

  it('checks a custom range and names the field at fault', () => {
    expect(checkCustomRange(1, 2, NOW)).toEqual({ ok: true, range: { from: 1, to: 2 } });
    expect(checkCustomRange(NaN, 2, NOW)).toMatchObject({ ok: false, field: 'from' });
    expect(checkCustomRange(1, NaN, NOW)).toMatchObject({ ok: false, field: 'to' });
    expect(checkCustomRange(5, 5, NOW)).toMatchObject({
      ok: false,
      field: 'to',
      message: 'The end must be after the start.',
    });
    expect(checkCustomRange(NOW + 1, NOW + 2, NOW)).toMatchObject({ ok: false, field: 'from' });
  });
});
