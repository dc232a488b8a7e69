import { SCALE_DECIMALS } from '../constants.js';
import type { CalcEntry } from '../schemas/sensorConfig.js';
import { evaluateExpression } from './expression.js';

/** Rounds to the 2 decimals the scaling formula keeps (docs/CONSTANTS.md), halves away from zero. */
export function roundScaled(value: number): number {
  const factor = 10 ** SCALE_DECIMALS;
  // toPrecision(15) drops binary noise first, so 1.005 (stored as 1.00499999…) rounds to 1.01.
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  // Beyond 2^53 a double has no fractional digits left to round.
  if (!(scaled <= Number.MAX_SAFE_INTEGER)) return value + 0;
  // `+ 0` turns -0 into 0, so a tiny negative reading does not show as "-0".
  return (Math.sign(value) * Math.round(scaled)) / factor + 0;
}

/** Applies one calc entry to a raw value (`x` in the formula); throws ExpressionError when it fails. */
export function applyCalc(raw: number, calc: CalcEntry | undefined): number {
  if (calc == null) return roundScaled(raw);
  if (typeof calc === 'string') return roundScaled(evaluateExpression(calc, { x: raw }));
  return roundScaled(evaluateExpression(calc.expression, { ...calc.substitutions, x: raw }));
}

/** Unit of value `index`: a calc object's unit wins over the `si` label. */
export function unitOf(
  index: number,
  si: readonly string[] | undefined,
  calc: readonly CalcEntry[] | undefined,
): string {
  const entry = calc?.[index];
  if (entry && typeof entry === 'object' && entry.unit) return entry.unit;
  return si?.[index] ?? '';
}

/** The unit of each of `count` values under a config, as stored with a sample's values (Sample.units). */
export function unitsOf(config: { si?: readonly string[]; calc?: readonly CalcEntry[] }, count: number): string[] {
  return Array.from({ length: count }, (_, i) => unitOf(i, config.si, config.calc));
}
