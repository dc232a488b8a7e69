import { evaluateExpression, ExpressionError, MAX_FORMULA_LENGTH } from './expression.js';

const NON_FINITE = 'Result is not a finite number';

/**
 * What is wrong with a formula before any value reaches it, or undefined when nothing is: syntax,
 * unknown names or functions, argument counts, length. It is tried with every variable at 1 and
 * at 2; a result that is not finite for those values only (say `1 / (v1 - 1)`) is no error, since
 * it depends on the values.
 */
export function formulaProblem(expression: string, variableNames: readonly string[]): string | undefined {
  if (!expression.trim()) return 'Enter a formula';
  if (expression.length > MAX_FORMULA_LENGTH) return `A formula is at most ${MAX_FORMULA_LENGTH} characters`;
  let lastNonFinite = false;
  for (const probe of [1, 2]) {
    try {
      evaluateExpression(expression, Object.fromEntries(variableNames.map((n) => [n, probe])));
      return undefined;
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      if (error.message !== NON_FINITE) return error.message;
      lastNonFinite = true;
    }
  }
  return lastNonFinite ? undefined : 'Formula cannot be evaluated';
}
