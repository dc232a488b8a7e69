import { EventRuleSchema, type EventRule } from '@neuron/shared';

/** A rule as the editor saves it: every field but the evaluator's `state`. */
export type RuleInput = Omit<EventRule, 'state'>;

/** The editor's fields as typed (numbers stay text until parsed, so a half-typed value is kept). */
export interface RuleForm {
  name: string;
  kind: EventRule['kind'];
  enabled: boolean;
  /** Serials, or ['*'] for every device of the kind's type. */
  devices: string[];
  valueIndex: string;
  op: 'gt' | 'lt' | 'outside' | 'inside';
  threshold: string;
  low: string;
  high: string;
  hysteresis: string;
  /** Minutes the condition must hold ("for N minutes"). */
  delayMin: string;
  alarmOn: 'high' | 'low';
  channels: string[];
  /** Channel id used when an alarm stays unacknowledged; '' for none. */
  escalationChannel: string;
  escalateAfterMin: string;
}

export type RuleFormErrors = Partial<Record<keyof RuleForm, string>>;

/** A new rule's fields; `devices` preselects e.g. the sensor a list row acts for. */
export function emptyRuleForm(kind: EventRule['kind'] = 'threshold', devices: string[] = []): RuleForm {
  return {
    name: '',
    kind,
    enabled: true,
    devices,
    valueIndex: '0',
    op: 'gt',
    threshold: '',
    low: '',
    high: '',
    hysteresis: '0',
    delayMin: '0',
    alarmOn: 'high',
    channels: [],
    escalationChannel: '',
    escalateAfterMin: '30',
  };
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The form of a stored rule. */
export function ruleFormFrom(rule: EventRule): RuleForm {
  const form = { ...emptyRuleForm(rule.kind, rule.devices), name: rule.name, enabled: rule.enabled };
  form.delayMin = String(rule.delaySec / 60);
  form.channels = rule.channels;
  form.escalationChannel = rule.escalationChannel ?? '';
  form.escalateAfterMin = text(rule.escalateAfterMin ?? 30);
  if (rule.kind === 'threshold') {
    Object.assign(form, {
      valueIndex: String(rule.valueIndex),
      op: rule.op,
      threshold: text(rule.threshold),
      low: text(rule.low),
      high: text(rule.high),
      hysteresis: String(rule.hysteresis),
    });
  }
  if (rule.kind === 'binary') form.alarmOn = rule.alarmOn;
  return form;
}

const NUMBER_FIELDS = ['valueIndex', 'threshold', 'low', 'high', 'hysteresis', 'delayMin', 'escalateAfterMin'] as const;

/** Text → number; '' → undefined; anything else that is not a number → NaN (reported by field). */
function num(s: string): number | undefined {
  const t = s.trim().replace(',', '.');
  return t === '' ? undefined : Number(t);
}

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
          valueIndex: num(form.valueIndex) ?? 0,
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
