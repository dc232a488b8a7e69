import { describe, expect, it } from 'vitest';
import { CONFIG_CHANGES_KEPT, configChangesIn, scalingChanged, withConfigChange } from './configChanges.js';

describe('scalingChanged', () => {
  it('is true for a new formula, digitiser, virtual expression or inputs', () => {
    expect(scalingChanged({ calc: ['x / 10'] }, { calc: ['x / 100'] })).toBe(true);
    expect(scalingChanged({}, { calc: ['x'] })).toBe(true);
    expect(scalingChanged({ digitizer: { a: 1 } }, { digitizer: { a: 2 } })).toBe(true);
    expect(scalingChanged({ expression: 'v1' }, { expression: 'v1 * 2' })).toBe(true);
    expect(scalingChanged({ inputs: ['S-1'] }, { inputs: ['S-2'] })).toBe(true);
  });
  it('is false when only units, limits or the primary value change', () => {
    expect(scalingChanged({ calc: ['x'], si: ['°C'], pv: 0 }, { calc: ['x'], si: ['K'], pv: 1, max: [5] })).toBe(false);
    expect(scalingChanged(undefined, {})).toBe(false);
  });
});

describe('withConfigChange and configChangesIn', () => {
  it('adds a time once, oldest first, keeping the newest', () => {
    expect(withConfigChange([30, 10], 20)).toEqual([10, 20, 30]);
    expect(withConfigChange([10], 10)).toEqual([10]);
    const many = Array.from({ length: CONFIG_CHANGES_KEPT }, (_, i) => i);
    expect(withConfigChange(many, 100)).toEqual([...many.slice(1), 100]);
    expect(withConfigChange(undefined, 5)).toEqual([5]);
  });
  it('picks the changes inside a range', () => {
    expect(configChangesIn([50, 10, 30], 10, 30)).toEqual([10, 30]);
    expect(configChangesIn(undefined, 0, 1)).toEqual([]);
  });
});
