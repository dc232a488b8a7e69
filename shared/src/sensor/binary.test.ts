import { describe, expect, it } from 'vitest';
import { binaryHolds } from './binary.js';

describe('binaryHolds', () => {
  const config = { ruleHigh: 'x > 0.5', high: 'Open', low: 'Closed', pv: 0 };
  it('says whether the binary rule holds for a value', () => {
    expect(binaryHolds(config, 1)).toBe(true);
    expect(binaryHolds(config, 0)).toBe(false);
  });
  it('is undefined for a broken config or a failing rule', () => {
    expect(binaryHolds({ ruleHigh: '' }, 1)).toBeUndefined();
    expect(binaryHolds({ ...config, ruleHigh: 'x >' }, 1)).toBeUndefined();
  });
});
