// The rule form's check with the shared schema (and zod) in a module of its own: the editor loads
// it on first save or backtest, so zod stays out of the app's first screen.
import { EventRuleSchema } from '@neuron/shared';
import { NUMBER_FIELDS, num, type RuleForm, type RuleFormErrors, type RuleInput } from './ruleForm';

/**
 * Checks the form with the shared rule schema (the one the functions parse with) and returns the
 * rule to save, or a message per field. Only the fields of the chosen kind are kept.
 */
export function parseRuleForm(form: RuleForm): { ok: true; rule: RuleInput } | { ok: false; errors: RuleFormErrors } {
  const errors: RuleFormErrors = {};
  for (const f of NUMBER_FIELDS) {
    if (f === 'escalateAfterMin' && (!form.escalationChannel || form.kind.startsWith('offline'))) continue;
    if (Number.isNaN(num(form[f]))) errors[f] = 'Enter a number';
  }
  const delayMin = num(form.delayMin) ?? 0;
  const base = {
    name: form.name,
    kind: form.kind,
    enabled: form.enabled,
    devices: form.devices,
    channels: form.channels,
    delaySec: Math.round(delayMin * 60),
    ...(form.escalationChannel && (form.kind === 'threshold' || form.kind === 'binary')
      ? { escalationChannel: form.escalationChannel, escalateAfterMin: num(form.escalateAfterMin) }
      : {}),
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
        : base;
  const parsed = EventRuleSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === 'delaySec' ? 'delayMin' : (issue.path[0] as keyof RuleForm);
      errors[key] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { state: _state, ...rule } = parsed.data;
  // Drop the limits the chosen comparison does not use (the schema keeps whatever was given).
  return { ok: true, rule: JSON.parse(JSON.stringify(rule)) as RuleInput };
}
