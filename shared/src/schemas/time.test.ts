import { describe, expect, it } from 'vitest';
import { TimeMsSchema } from './time.js';

describe('TimeMsSchema', () => {
  it('keeps milliseconds and turns Timestamps and Dates into milliseconds', () => {
    expect(TimeMsSchema.parse(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(TimeMsSchema.parse({ seconds: 1, nanoseconds: 0, toMillis: () => 1000 })).toBe(1000);
    expect(TimeMsSchema.parse(new Date(5000))).toBe(5000);
  });

  it('refuses anything else', () => {
    for (const v of ['2024-01-01', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, { toMillis: 5 }, {}]) {
      expect(TimeMsSchema.safeParse(v).success).toBe(false);
    }
  });
});
