import { describe, expect, it } from 'vitest';
import { binaryHolds, binaryIndex, binaryText } from './binary.js';

const door = { ruleHigh: 'x > 0.5', high: 'Open', low: 'Closed', pv: 1 };

describe('binaryText', () => {
  it('shows high while the rule holds and low otherwise', () => {
    expect(binaryText(door, 1)).toBe('Open');
    expect(binaryText(door, 0.5)).toBe('Closed');
    expect(binaryText(door, 0)).toBe('Closed');
  });

  it('is undefined for a broken config or a rule that fails', () => {
    expect(binaryText({ high: 'Open', low: 'Closed' }, 1)).toBeUndefined();
    expect(binaryText({ ...door, ruleHigh: '' }, 1)).toBeUndefined();
    expect(binaryText({ ...door, low: 3 }, 1)).toBeUndefined();
    expect(binaryText('x > 1', 1)).toBeUndefined();
    expect(binaryText({ ...door, ruleHigh: 'x >' }, 1)).toBeUndefined();
    expect(binaryText({ ...door, ruleHigh: 'process.exit()' }, 1)).toBeUndefined();
  });
});

describe('binaryIndex', () => {
  it('is the pv of the config, 0 by default', () => {
    expect(binaryIndex(door)).toBe(1);
    expect(binaryIndex({ ruleHigh: 'x', high: 'a', low: 'b' })).toBe(0);
  });

  it('is undefined for a broken config', () => {
    expect(binaryIndex({ ...door, pv: -1 })).toBeUndefined();
    expect(binaryIndex(null)).toBeUndefined();
  });
});

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
