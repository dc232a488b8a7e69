import { SensorConfigSchema } from '../schemas/sensorConfig.js';

/** Words for the config fields a user edits, as the device row names them. */
const FIELD_WORDS: Record<string, string> = {
  calc: 'calc',
  si: 'unit',
  min: 'min limit',
  max: 'max limit',
  pv: 'primary value',
  inputs: 'inputs',
  expression: 'expression',
  actuator: 'actuator',
};

/**
 * What is wrong with a stored sensor config, in the user's words ("Check config: calc for value 1
 * is not a formula"), or null when it is valid. Functions put it in `state.errorText` so the device
 * row shows it; samples are still stored (raw) while the config is broken.
 */
export function sensorConfigError(config: unknown): string | null {
  if (config === undefined) return null;
  const parsed = SensorConfigSchema.safeParse(config);
  if (parsed.success) return null;
  const path = parsed.error.issues[0]?.path ?? [];
  const field = String(path[0] ?? '');
  const word = FIELD_WORDS[field] ?? field;
  if (path.length === 0) return 'Check config: it is not a set of fields';
  if (typeof path[1] === 'number') {
    const what = field === 'calc' ? 'is not a formula' : 'is not valid';
    return `Check config: ${word} for value ${path[1] + 1} ${what}`;
  }
  if (field === 'calc') return 'Check config: calc is not a list of formulas';
  return `Check config: ${word} is not valid`;
}
