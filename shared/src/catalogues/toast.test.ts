import { describe, expect, it } from 'vitest';
import { toastTimeoutMs } from './toast.js';

describe('toastTimeoutMs (DESIGN.md §3)', () => {
  it('uses 5000 ms when the timeout is missing', () => {
    expect(toastTimeoutMs(undefined)).toBe(5000);
  });
  it('keeps the toast open for 0', () => {
    expect(toastTimeoutMs(0)).toBeNull();
  });
  it('uses 6000 ms for any other falsy or invalid value', () => {
    for (const v of [null, Number.NaN, -1, '', false, '3000', Infinity]) expect(toastTimeoutMs(v)).toBe(6000);
  });
  it('uses a positive timeout as given', () => {
    expect(toastTimeoutMs(15000)).toBe(15000);
    expect(toastTimeoutMs(1)).toBe(1);
  });
});
