import { describe, expect, it } from 'vitest';
import { RAW_RETENTION_DEFAULT_DAYS } from '@neuron/shared';
import { rawRetentionDays, rawSampleExpireAt } from './retention.js';

describe('raw sample retention', () => {
  it('keeps a year unless RAW_SAMPLE_RETENTION_DAYS says otherwise', () => {
    expect(rawRetentionDays({})).toBe(RAW_RETENTION_DEFAULT_DAYS);
    expect(RAW_RETENTION_DEFAULT_DAYS).toBe(365);
    expect(rawRetentionDays({ RAW_SAMPLE_RETENTION_DAYS: ' ' })).toBe(365);
    expect(rawRetentionDays({ RAW_SAMPLE_RETENTION_DAYS: '90' })).toBe(90);
  });

  it('refuses a value that is not a whole number of days, naming the setting', () => {
    for (const bad of ['0', '-3', '1.5', 'a year', '4000'])
      expect(() => rawRetentionDays({ RAW_SAMPLE_RETENTION_DAYS: bad })).toThrow(/RAW_SAMPLE_RETENTION_DAYS/);
  });

  it('expires a sample its retention after its own time (a backlog sample no later than a live one)', () => {
    const t = Date.UTC(2026, 0, 1);
    expect(rawSampleExpireAt(t, 30).toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });
});
