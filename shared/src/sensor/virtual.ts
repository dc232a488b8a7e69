import { DISPLAY_TEXT } from '../catalogues/messages.js';
import type { SensorConfig } from '../schemas/sensorConfig.js';
import { evaluateExpression } from './expression.js';
import { roundScaled } from './scaling.js';

/** Result of evaluating a virtual sensor: a value, or the failure text to show. */
export type VirtualResult = { ok: true; value: number } | { ok: false; text: string };

/** The name a virtual sensor's formula reads its input at `index` of `config.inputs` by: v1, v2, … */
export function virtualInputName(index: number): string {
  return `v${index + 1}`;
}

/**
 * Evaluates a virtual sensor's expression over its inputs' primary values, read as v1, v2, …
 * in the order of `config.inputs`. A missing input gives "No Data"; a failing formula "Error".
 */
export function evaluateVirtual(config: SensorConfig, inputValues: ReadonlyMap<string, number | null>): VirtualResult {
  const inputs = config.inputs ?? [];
  if (!config.expression || inputs.length === 0) return { ok: false, text: DISPLAY_TEXT.calculationFailed };
  const vars: Record<string, number> = {};
  for (const [i, sn] of inputs.entries()) {
    const v = inputValues.get(sn);
    if (v == null) return { ok: false, text: DISPLAY_TEXT.noValues };
    vars[virtualInputName(i)] = v;
  }
  try {
    return { ok: true, value: roundScaled(evaluateExpression(config.expression, vars)) };
  } catch {
    return { ok: false, text: DISPLAY_TEXT.calculationFailed };
  }
}
