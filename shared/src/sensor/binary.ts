import { BinaryConfigSchema } from '../schemas/displayConfig.js';
import { evaluateCondition } from './expression.js';

/** Whether a binary config's `ruleHigh` holds for a value; undefined when the config is broken or the rule fails. */
export function binaryHolds(binary: unknown, value: number): boolean | undefined {
  const parsed = BinaryConfigSchema.safeParse(binary);
  if (!parsed.success) return undefined;
  try {
    return evaluateCondition(parsed.data.ruleHigh, { x: value });
  } catch {
    return undefined;
  }
}

/** Result of a binary display: the high or low text, or undefined when the config is broken. */
export function binaryText(binary: unknown, value: number): string | undefined {
  const holds = binaryHolds(binary, value);
  if (holds === undefined) return undefined;
  const { high, low } = BinaryConfigSchema.parse(binary);
  return holds ? high : low;
}

/** Index of the value a binary config reads, or undefined when there is no usable config. */
export function binaryIndex(binary: unknown): number | undefined {
  const parsed = BinaryConfigSchema.safeParse(binary);
  return parsed.success ? parsed.data.pv : undefined;
}
