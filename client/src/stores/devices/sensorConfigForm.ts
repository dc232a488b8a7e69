import {
  ActuatorSchema,
  BinaryConfigSchema,
  DigitizerConfigSchema,
  formulaProblem,
  SensorConfigSchema,
  type CalcEntry,
  type SensorConfig,
} from '@neuron/shared';

/** One value of a sensor as the form edits it (all text, as typed). */
export interface ValueForm {
  unit: string;
  formula: string;
  /** "a = 0.05, b = -2" */
  substitutions: string;
  min: string;
  max: string;
}

/** The whole sensor config as the form edits it. */
export interface SensorConfigForm {
  values: ValueForm[];
  pv: string;
  binaryOn: boolean;
  binary: { ruleHigh: string; high: string; low: string; pv: string };
  digitizerOn: boolean;
  /** One level per line: "min: text". */
  digitizer: { index: string; levels: string };
  /** Comma-separated actuator names. */
  actuators: string;
}

/** Field errors by field id (e.g. "value-0-formula", "binary-ruleHigh"). */
export type ConfigErrors = Record<string, string>;

const numText = (n: number | null | undefined) => (n == null ? '' : String(n));

function valueForm(config: SensorConfig, i: number): ValueForm {
  const calc = config.calc?.[i];
  const obj = calc && typeof calc === 'object' ? calc : undefined;
  return {
    unit: obj?.unit ?? config.si?.[i] ?? '',
    formula: typeof calc === 'string' ? calc : (obj?.expression ?? ''),
    substitutions: obj
      ? Object.entries(obj.substitutions)
          .map(([k, v]) => `${k} = ${v}`)
          .join(', ')
      : '',
    min: numText(config.min?.[i]),
    max: numText(config.max?.[i]),
  };
}

/** The form of a stored config, with at least `valueCount` values (the latest sample's). */
export function formFromConfig(config: SensorConfig, valueCount: number): SensorConfigForm {
  const count = Math.max(
    1,
    valueCount,
    config.si?.length ?? 0,
    config.calc?.length ?? 0,
    config.min?.length ?? 0,
    config.max?.length ?? 0,
  );
  const binary = BinaryConfigSchema.safeParse(config.binary);
  const digitizer = DigitizerConfigSchema.safeParse(config.digitizer);
  const actuators = config.actuator == null ? [] : Array.isArray(config.actuator) ? config.actuator : [config.actuator];
  return {
    values: Array.from({ length: count }, (_, i) => valueForm(config, i)),
    pv: String(config.pv ?? 0),
    binaryOn: config.binary != null,
    binary: binary.success
      ? { ruleHigh: binary.data.ruleHigh, high: binary.data.high, low: binary.data.low, pv: String(binary.data.pv) }
      : { ruleHigh: 'x > 0.5', high: 'On', low: 'Off', pv: '0' },
    digitizerOn: config.digitizer != null,
    digitizer: digitizer.success
      ? {
          index: String(digitizer.data.index),
          levels: digitizer.data.levels.map((l) => `${l.min}: ${l.text}`).join('\n'),
        }
      : { index: '0', levels: '' },
    actuators: actuators.map((a) => a.name).join(', '),
  };
}

function parseNumber(text: string, field: string, errors: ConfigErrors): number | null {
  if (!text.trim()) return null;
  const n = Number(text);
  if (!Number.isFinite(n)) errors[field] = 'Enter a number';
  return Number.isFinite(n) ? n : null;
}

function parseSubstitutions(text: string, field: string, errors: ConfigErrors): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(\S+)$/.exec(part);
    if (!m || m[1] === 'x' || !Number.isFinite(Number(m[2]))) {
      errors[field] = `Write substitutions as name = number, e.g. a = 0.05 (not "${part}")`;
      continue;
    }
    out[m[1]] = Number(m[2]);
  }
  return out;
}

function calcEntry(v: ValueForm, i: number, errors: ConfigErrors): CalcEntry {
  const subs = parseSubstitutions(v.substitutions, `value-${i}-substitutions`, errors);
  if (!v.formula.trim()) {
    if (Object.keys(subs).length) errors[`value-${i}-formula`] = 'Enter a formula for these substitutions';
    return null;
  }
  const problem = formulaProblem(v.formula, ['x', ...Object.keys(subs)]);
  if (problem) errors[`value-${i}-formula`] = problem;
  if (Object.keys(subs).length === 0) return v.formula.trim();
  return { expression: v.formula.trim(), substitutions: subs, ...(v.unit.trim() ? { unit: v.unit.trim() } : {}) };
}

function index(text: string, count: number, field: string, errors: ConfigErrors): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n >= count) errors[field] = `Pick a value from 1 to ${count}`;
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

// Structural: the display-config schemas are zod/mini, the others classic zod; both answer so.
function issue(
  result: { success: true } | { success: false; error: { issues: { message: string }[] } },
  field: string,
  errors: ConfigErrors,
): void {
  if (!result.success) errors[field] = result.error.issues[0]?.message ?? 'Invalid';
}

/**
 * The config a form describes, checked by the shared schemas and the formula checker, with
 * errors by field. Fields the form does not edit (virtual inputs, actuator states) are kept.
 */
export function configFromForm(
  form: SensorConfigForm,
  original: SensorConfig,
): { config: SensorConfig; errors: ConfigErrors } {
  const errors: ConfigErrors = {};
  const count = form.values.length;
  const config: SensorConfig = { ...original };
  config.si = form.values.map((v) => v.unit.trim());
  config.calc = form.values.map((v, i) => calcEntry(v, i, errors));
  config.pv = index(form.pv, count, 'pv', errors);
  const min = form.values.map((v, i) => parseNumber(v.min, `value-${i}-min`, errors));
  const max = form.values.map((v, i) => parseNumber(v.max, `value-${i}-max`, errors));
  min.forEach((m, i) => {
    if (m != null && max[i] != null && m > (max[i] as number)) errors[`value-${i}-max`] = 'Max must not be below min';
  });
  config.min = min;
  config.max = max;
  if (form.binaryOn) {
    const b = { ...form.binary, pv: index(form.binary.pv, count, 'binary-pv', errors) };
    const problem = formulaProblem(b.ruleHigh, ['x']);
    if (problem) errors['binary-ruleHigh'] = problem;
    issue(BinaryConfigSchema.safeParse(b), 'binary-ruleHigh', errors);
    config.binary = b;
  } else delete config.binary;
  if (form.digitizerOn) {
    const levels = form.digitizer.levels
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .map((line) => {
        const m = /^(-?[\d.eE+-]+)\s*:\s*(.+)$/.exec(line);
        if (!m || !Number.isFinite(Number(m[1])))
          errors['digitizer-levels'] = `Write each level as "min: text" (not "${line}")`;
        return { min: m ? Number(m[1]) : 0, text: m?.[2] ?? '' };
      });
    const d = { index: index(form.digitizer.index, count, 'digitizer-index', errors), levels };
    if (levels.length === 0) errors['digitizer-levels'] = 'Add at least one level';
    else issue(DigitizerConfigSchema.safeParse(d), 'digitizer-levels', errors);
    config.digitizer = d;
  } else delete config.digitizer;
  const names = form.actuators
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const old = config.actuator == null ? [] : Array.isArray(config.actuator) ? config.actuator : [config.actuator];
  const actuators = names.map((name) => old.find((a) => a.name === name) ?? ActuatorSchema.parse({ name }));
  if (actuators.length === 0) delete config.actuator;
  else config.actuator = actuators.length === 1 ? actuators[0] : actuators;
  issue(SensorConfigSchema.safeParse(config), 'form', errors);
  return { config, errors };
}
