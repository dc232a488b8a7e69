import { formulaProblem, virtualInputName } from '@neuron/shared';

/** The formula's variable names for its inputs: v1, v2, … in order. */
export const inputNames = (inputs: readonly string[]) => inputs.map((_, i) => virtualInputName(i));

/** The draft of a virtual sensor's formula, checked the way it is saved. */
export interface VirtualDraft {
  inputs: string[];
  expression: string;
}

/** The first problem of a draft, or undefined when it can be saved. */
export function virtualDraftProblem(d: VirtualDraft): { field: 'inputs' | 'expression'; message: string } | undefined {
  if (d.inputs.length === 0) return { field: 'inputs', message: 'Pick at least one input sensor' };
  const problem = formulaProblem(d.expression, inputNames(d.inputs));
  return problem ? { field: 'expression', message: problem } : undefined;
}
