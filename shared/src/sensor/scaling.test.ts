import { describe, expect, it } from 'vitest';
import { ExpressionError } from './expression.js';
import { applyCalc, roundScaled, unitOf } from './scaling.js';

describe('roundScaled', () => {
  it('keeps 2 decimals, halves away from zero', () => {
    expect(roundScaled(10 / 3)).toBe(3.33);
    expect(roundScaled(2 / 3)).toBe(0.67);
    expect(roundScaled(0.125)).toBe(0.13);
    expect(roundScaled(-0.125)).toBe(-0.13);
    expect(roundScaled(12)).toBe(12);
  });

  it('rounds decimals that binary floating point stores just below the half', () => {
    expect(roundScaled(1.005)).toBe(1.01);
    expect(roundScaled(2.675)).toBe(2.68);
    expect(roundScaled(-1.005)).toBe(-1.01);
  });

  it('never gives -0', () => {
    expect(Object.is(roundScaled(-0.001), 0)).toBe(true);
    expect(Object.is(roundScaled(-0), 0)).toBe(true);
  });

  it('leaves values too large to have decimals as they are', () => {
    expect(roundScaled(1e21)).toBe(1e21);
    expect(roundScaled(-1e300)).toBe(-1e300);
  });
});

describe('applyCalc', () => {
  it('rounds the raw value when there is no formula', () => {
    expect(applyCalc(1.234, undefined)).toBe(1.23);
    expect(applyCalc(1.234, null)).toBe(1.23);
  });

  it('applies a formula over x', () => {
    expect(applyCalc(215, 'x / 10')).toBe(21.5);
  });

  it('applies a calc object with substitutions; x is always the raw value', () => {
    expect(applyCalc(100, { expression: 'a * x + b', substitutions: { a: 0.05, b: -2 } })).toBe(3);
    expect(applyCalc(4, { expression: 'x * 2', substitutions: { x: 100 } })).toBe(8);
  });

  it('throws ExpressionError when the formula fails', () => {
    expect(() => applyCalc(1, 'x +')).toThrow(ExpressionError);
    expect(() => applyCalc(1, { expression: 'x * k', substitutions: {} })).toThrow(ExpressionError);
  });
});

describe('unitOf', () => {
  it('takes the unit from si, a calc object unit winning', () => {
    expect(unitOf(0, ['°C', '%'], undefined)).toBe('°C');
    expect(unitOf(1, ['°C', '%'], ['x', { expression: 'x', substitutions: {}, unit: 'V' }])).toBe('V');
    expect(unitOf(0, ['°C'], [{ expression: 'x', substitutions: {} }])).toBe('°C');
    expect(unitOf(0, ['°C'], [{ expression: 'x', substitutions: {}, unit: '' }])).toBe('°C');
  });

  it('is empty without a unit', () => {
    expect(unitOf(2, ['°C'], undefined)).toBe('');
    expect(unitOf(0, undefined, undefined)).toBe('');
  });
});
