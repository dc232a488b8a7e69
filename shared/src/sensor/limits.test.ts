import { describe, expect, it } from 'vitest';
import { hasLimits } from './limits.js';

describe('hasLimits', () => {
  it('is true with a numeric min or max', () => {
    expect(hasLimits({ min: [5] })).toBe(true);
    expect(hasLimits({ max: [null, 90] })).toBe(true);
    expect(hasLimits({ min: [0], max: [0] })).toBe(true);
    expect(hasLimits({ min: [-25] })).toBe(true);
  });

  it('is false without any numeric limit', () => {
    expect(hasLimits({})).toBe(false);
    expect(hasLimits({ min: [], max: [] })).toBe(false);
    expect(hasLimits({ min: [null], max: [null, null] })).toBe(false);
    // Stored configs are not always checked: a text or NaN is not a limit.
    expect(hasLimits({ min: ['5' as unknown as number], max: [Number.NaN] })).toBe(false);
  });
});
