import { describe, expect, it } from 'vitest';
import { formulaProblem } from './formulaCheck.js';

describe('formulaProblem', () => {
  it('accepts formulas over the given names', () => {
    expect(formulaProblem('v1 + 2 * v2', ['v1', 'v2'])).toBeUndefined();
    expect(formulaProblem('a * x + b', ['x', 'a', 'b'])).toBeUndefined();
    expect(formulaProblem('1 / (v1 - 1)', ['v1'])).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(formulaProblem('', ['x'])).toBe('Enter a formula');
    expect(formulaProblem('v1 +', ['v1'])).toBe('Unexpected end of formula');
    expect(formulaProblem('v3 * 2', ['v1', 'v2'])).toBe("Unknown name 'v3'");
    expect(formulaProblem('foo(x)', ['x'])).toBe("Unknown function 'foo'");
    expect(formulaProblem('x'.repeat(1001), ['x'])).toContain('at most 1000');
  });

  it('leaves value-dependent non-finite results to the values', () => {
    expect(formulaProblem('1 / 0', [])).toBeUndefined();
  });
});
