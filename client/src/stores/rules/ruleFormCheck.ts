// The rule form's check with the shared schema (and zod) in a module of its own: the editor loads
// it on first save or backtest, so zod stays out of the app's first screen.
import { EARLY_WARNING_KIND, EventRuleSchema, parseMinutes } from '@neuron/shared';
import { NUMBER_FIELDS, num, type RuleForm, type RuleFormErrors, type RuleInput } from './ruleForm';

/**
 * Checks the form with the shared rule schema (the one the functions parse with) and returns the
 * rule to save, or a message per field. Only the fields of the chosen kind are kept.
 */
export function parseRuleForm(form: RuleForm): { ok: true; rule: RuleInput } | { ok: false; errors: RuleFormErrors } {
  const errors: RuleFormErrors = {};
  for (const f of NUMBER_FIELDS) {
    if (f === 'escalateAfterMin' && (!form.escalationChannel || form.kind.startsWith('offline'))) continue;
    if (f === 'horizonH' && form.kind !== EARLY_WARNING_KIND) continue;
    if (Number.isNaN(num(form[f]))) errors[f] = 'Enter a number';
  }
  const delayMin = num(form.delayMin) ?? 0;
  const periods = form.periods.map((p, i) => {
    const [from, to] = [parseMinutes(p.from), parseMinutes(p.to)];
    if (form.scheduled && (from === undefined || to === undefined)) errors[`period${i}`] = 'Enter both times as HH:MM';
    return { from: from ?? 0, to: to ?? 0 };
  });
  const base = {
    name: form.name,
    kind: form.kind,
    enabled: form.enabled,
    devices: form.devices,
    channels: form.channels,
    delaySec: Math.round(delayMin * 60),
    ...(form.escalationChannel && !form.kind.startsWith('offline')
      ? { escalationChannel: form.escalationChannel, escalateAfterMin: num(form.escalateAfterMin) }
      : {}),
    ...(form.scheduled && !form.kind.startsWith('offline') ? { schedule: { days: form.days, periods } } : {}),
  };
  const draft =
    form.kind === 'threshold'
      ? {
          ...base,
          watch: form.watch,
          valueIndex: form.watch === 'battery' ? 0 : (num(form.valueIndex) ?? 0),
          op: form.op,
          hysteresis: num(form.hysteresis) ?? 0,
          ...(form.op === 'gt' || form.op === 'lt'
            ? { threshold: num(form.threshold) }
            : { low: num(form.low), high: num(form.high) }),
        }
      : form.kind === 'binary'
        ? { ...base, alarmOn: form.alarmOn }
        : form.kind === EARLY_WARNING_KIND
          ? {
              ...base,
              watch: form.watch,
              valueIndex: form.watch === 'battery' ? 0 : (num(form.valueIndex) ?? 0),
              op: form.op,
              threshold: num(form.threshold),
              hysteresis: num(form.hysteresis) ?? 0,
              horizonH: num(form.horizonH),
            }
          : base;
  const parsed = EventRuleSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors[errorKey(issue.path)] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { state: _state, ...rule } = parsed.data;
  // Drop the limits the chosen comparison does not use (the schema keeps whatever was given).
  return { ok: true, rule: JSON.parse(JSON.stringify(rule)) as RuleInput };
}

/** The form field an issue of the schema belongs to. */
function errorKey(path: readonly PropertyKey[]): keyof RuleFormErrors {
  if (path[0] === 'delaySec') return 'delayMin';
  if (path[0] !== 'schedule') return path[0] as keyof RuleForm;
  // schedule.days → days; schedule.periods → periods; schedule.periods.N → periodN.
  if (path[1] === 'periods' && typeof path[2] === 'number') return `period${path[2]}`;
  return path[1] === 'days' ? 'days' : 'periods';
}
