import { describe, expect, it } from 'vitest';
import { toastTimeoutMs } from './toastTimeout.js';

describe('toastTimeoutMs (docs/BEHAVIOUR.md)', () => {
  it('is 5000 ms when the timeout is missing', () => {
    expect(toastTimeoutMs(undefined)).toBe(5000);
  });

  it('keeps the toast open (no timer) for 0', () => {
    expect(toastTimeoutMs(0)).toBeNull();
    expect(toastTimeoutMs(-0)).toBeNull();
  });

  it('uses a positive timeout as given', () => {
    expect(toastTimeoutMs(1)).toBe(1);
    expect(toastTimeoutMs(15000)).toBe(15000);
  });

  it('is 6000 ms for any other falsy or invalid value', () => {
    for (const t of [null, Number.NaN, -1, -5000, Number.POSITIVE_INFINITY, '', '3000', false, true, {}]) {
      expect(toastTimeoutMs(t)).toBe(6000);
    }
  });
});
