/** The math a formula may use: a fixed table of functions (with their argument counts) and constants. */

export type MathFunction = { fn: (...args: number[]) => number; minArgs: number; maxArgs: number };
const one = (fn: (a: number) => number): MathFunction => ({ fn, minArgs: 1, maxArgs: 1 });
const two = (fn: (a: number, b: number) => number): MathFunction => ({ fn, minArgs: 2, maxArgs: 2 });
const many = (fn: (...args: number[]) => number): MathFunction => ({ fn, minArgs: 1, maxArgs: 32 });

// A fixed table, looked up with Object.hasOwn: a name like `constructor` never reaches a prototype.
export const FUNCTIONS: Readonly<Record<string, MathFunction>> = {
  abs: one(Math.abs),
  sqrt: one(Math.sqrt),
  cbrt: one(Math.cbrt),
  exp: one(Math.exp),
  log: one(Math.log),
  ln: one(Math.log),
  log10: one(Math.log10),
  log2: one(Math.log2),
  pow: two(Math.pow),
  min: many(Math.min),
  max: many(Math.max),
  round: one(Math.round),
  floor: one(Math.floor),
  ceil: one(Math.ceil),
  sin: one(Math.sin),
  cos: one(Math.cos),
  tan: one(Math.tan),
  asin: one(Math.asin),
  acos: one(Math.acos),
  atan: one(Math.atan),
  atan2: two(Math.atan2),
};

/** Names of the math functions a formula may call. */
export const FORMULA_FUNCTIONS: readonly string[] = Object.keys(FUNCTIONS);

export const CONSTANTS: Readonly<Record<string, number>> = { PI: Math.PI, E: Math.E };
