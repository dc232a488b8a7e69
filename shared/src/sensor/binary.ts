import { BinaryConfigSchema } from '../schemas/sensorConfig.js';
import { evaluateExpression } from './expression.js';

/** Result of a binary display: the text, or undefined when the config is broken. */
export function binaryText(binary: unknown, value: number): string | undefined {
  const parsed = BinaryConfigSchema.safeParse(binary);
  if (!parsed.success) return undefined;
  try {
    return evaluateExpression(parsed.data.ruleHigh, { x: value }) ? parsed.data.high : parsed.data.low;
  } catch {
    return undefined;
  }
}

/** Index of the value a binary config reads, or undefined when there is no usable config. */
export function binaryIndex(binary: unknown): number | undefined {
  const parsed = BinaryConfigSchema.safeParse(binary);
  return parsed.success ? parsed.data.pv : undefined;
}

/** Whether a binary config's `ruleHigh` holds for a value; undefined when the config is broken. */
export function binaryHolds(binary: unknown, value: number): boolean | undefined {
  const parsed = BinaryConfigSchema.safeParse(binary);
  if (!parsed.success) return undefined;
  try {
    return Boolean(evaluateExpression(parsed.data.ruleHigh, { x: value }));
  } catch {
    return undefined;
  }
}
