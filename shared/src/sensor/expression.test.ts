import { describe, expect, it } from 'vitest';
import {
  evaluateCondition,
  evaluateExpression,
  ExpressionError,
  FORMULA_FUNCTIONS,
  MAX_FORMULA_DEPTH,
  MAX_FORMULA_LENGTH,
} from './expression.js';

describe('evaluateExpression', () => {
  it('does arithmetic with the usual precedence', () => {
    expect(evaluateExpression('1 + 2 * 3')).toBe(7);
    expect(evaluateExpression('(1 + 2) * 3')).toBe(9);
    expect(evaluateExpression('10 - 4 - 3')).toBe(3);
    expect(evaluateExpression('20 / 4 / 5')).toBe(1);
    expect(evaluateExpression('7 % 4')).toBe(3);
    expect(evaluateExpression('2 ^ 3 ^ 2')).toBe(512);
    expect(evaluateExpression('-2 ^ 2')).toBe(-4);
    expect(evaluateExpression('2 ^ -1')).toBe(0.5);
    expect(evaluateExpression('+3 - -2')).toBe(5);
  });

  it('reads numbers in every written form', () => {
    expect(evaluateExpression('0.5 + .25 + 2. + 1e2 + 1.5E-1')).toBe(102.9);
  });

  it('reads variables and constants', () => {
    expect(evaluateExpression('a * x + b', { a: 2, x: 3, b: 1 })).toBe(7);
    expect(evaluateExpression('PI')).toBe(Math.PI);
    expect(evaluateExpression('E')).toBe(Math.E);
    expect(evaluateExpression('PI', { PI: 3 })).toBe(3);
  });

  it('compares and combines conditions as 1 and 0', () => {
    expect(evaluateExpression('1 < 2')).toBe(1);
    expect(evaluateExpression('2 < 2')).toBe(0);
    expect(evaluateExpression('2 <= 2')).toBe(1);
    expect(evaluateExpression('3 > 2')).toBe(1);
    expect(evaluateExpression('2 >= 3')).toBe(0);
    expect(evaluateExpression('2 == 2')).toBe(1);
    expect(evaluateExpression('2 != 2')).toBe(0);
    expect(evaluateExpression('1 && 0')).toBe(0);
    expect(evaluateExpression('1 && 2')).toBe(1);
    expect(evaluateExpression('0 || 0')).toBe(0);
    expect(evaluateExpression('0 || 3')).toBe(1);
    expect(evaluateExpression('!0')).toBe(1);
    expect(evaluateExpression('!5')).toBe(0);
    expect(evaluateExpression('x > 1 && x < 3 || x == 10', { x: 10 })).toBe(1);
  });

  it('calls every function of the table with its arity', () => {
    const expected: Record<string, [string, number]> = {
      abs: ['abs(-2)', 2],
      sqrt: ['sqrt(16)', 4],
      cbrt: ['cbrt(27)', 3],
      exp: ['exp(0)', 1],
      log: ['log(1)', 0],
      ln: ['ln(E)', 1],
      log10: ['log10(1000)', 3],
      log2: ['log2(8)', 3],
      pow: ['pow(2, 10)', 1024],
      min: ['min(3, 1, 2)', 1],
      max: ['max(3, 1, 2)', 3],
      round: ['round(2.5)', 3],
      floor: ['floor(2.7)', 2],
      ceil: ['ceil(2.1)', 3],
      sin: ['sin(0)', 0],
      cos: ['cos(0)', 1],
      tan: ['tan(0)', 0],
      asin: ['asin(0)', 0],
      acos: ['acos(1)', 0],
      atan: ['atan(0)', 0],
      atan2: ['atan2(0, 1)', 0],
    };
    expect([...FORMULA_FUNCTIONS].sort()).toEqual(Object.keys(expected).sort());
    for (const [formula, value] of Object.values(expected)) expect(evaluateExpression(formula)).toBeCloseTo(value, 12);
  });

  it.each([
    ['x +', 'Unexpected end of formula'],
    ['(1 + 2', "Expected ')'"],
    ['1 2', 'Unexpected trailing input'],
    ['* 2', "Unexpected '*'"],
    ['1 = 1', "Unexpected character '=' at 2"],
    ['y', "Unknown name 'y'"],
    ['foo(1)', "Unknown function 'foo'"],
    ['sqrt()', "Wrong number of arguments for 'sqrt'"],
    ['pow(2)', "Wrong number of arguments for 'pow'"],
    ['abs(1, 2)', "Wrong number of arguments for 'abs'"],
    ['1 / 0', 'Result is not a finite number'],
    ['sqrt(-1)', 'Result is not a finite number'],
    ['', 'Unexpected end of formula'],
  ])('refuses %j with "%s"', (formula, message) => {
    expect(() => evaluateExpression(formula, { x: 1 })).toThrow(new ExpressionError(message));
  });

  it.each([
    'Math.constructor',
    'process.exit()',
    'constructor',
    '__proto__',
    'toString()',
    'hasOwnProperty(1)',
    'x.constructor',
    'this',
    'globalThis',
    'require("fs")',
    '`x`',
    "'a'",
    'x[0]',
    'a = 1',
    'x; 1',
    '() => 1',
  ])('never runs %j: it is refused as a formula', (formula) => {
    expect(() => evaluateExpression(formula, { x: 1 })).toThrow(ExpressionError);
  });

  it('reads only numbers, and only own variables', () => {
    const inherited = Object.create({ y: 5 }) as Record<string, number>;
    expect(() => evaluateExpression('y', inherited)).toThrow("Unknown name 'y'");
    // A caller outside TypeScript (a stored config) could hand over anything.
    const vars = JSON.parse('{"__proto__": 1, "s": "2"}') as Record<string, number>;
    expect(evaluateExpression('__proto__', vars)).toBe(1);
    expect(() => evaluateExpression('s', vars)).toThrow("'s' is not a number");
  });

  it('refuses formulas that are not text, too long or nested too deeply', () => {
    expect(() => evaluateExpression(42 as unknown as string)).toThrow('Formula must be text');
    expect(() => evaluateExpression('1+'.repeat(MAX_FORMULA_LENGTH))).toThrow('Formula is too long');
    expect(evaluateExpression('('.repeat(MAX_FORMULA_DEPTH - 1) + '1' + ')'.repeat(MAX_FORMULA_DEPTH - 1))).toBe(1);
    expect(() => evaluateExpression('('.repeat(MAX_FORMULA_DEPTH) + '1' + ')'.repeat(MAX_FORMULA_DEPTH))).toThrow(
      'Formula is nested too deeply',
    );
    expect(() => evaluateExpression('-'.repeat(MAX_FORMULA_DEPTH) + '1')).toThrow('Formula is nested too deeply');
  });
});

describe('evaluateCondition', () => {
  it('is true for a non-zero result and false for zero', () => {
    expect(evaluateCondition('x > 0.5', { x: 1 })).toBe(true);
    expect(evaluateCondition('x > 0.5', { x: 0.5 })).toBe(false);
    expect(evaluateCondition('x', { x: -3 })).toBe(true);
  });

  it('throws like evaluateExpression on a bad condition', () => {
    expect(() => evaluateCondition('x >', { x: 1 })).toThrow(ExpressionError);
  });
});
