import { EARLY_WARNING_KIND, minutesText, type EventRule, type Weekday } from '@neuron/shared';

/** A rule as the editor saves it: every field but the evaluator's `state`. */
export type RuleInput = Omit<EventRule, 'state'>;

/** The editor's fields as typed (numbers stay text until parsed, so a half-typed value is kept). */
export interface RuleForm {
  name: string;
  kind: EventRule['kind'];
  enabled: boolean;
  /** Serials, or ['*'] for every device of the kind's type. */
  devices: string[];
  /** A threshold rule reads one of the values, or the battery level the sensor reports. */
  watch: 'value' | 'battery';
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
  /** Hours an early-warning rule looks ahead. */
  horizonH: string;
  /** Active on a schedule (the days and periods below, in the system's zone) rather than always. */
  scheduled: boolean;
  days: Weekday[];
  /** Periods of each chosen day as typed ("HH:MM"). */
  periods: { from: string; to: string }[];
}

/** A message per field; `period0`… are the schedule's periods. */
export type RuleFormErrors = Partial<Record<keyof RuleForm | `period${number}`, string>>;

/** A new rule's fields; `devices` preselects e.g. the sensor a list row acts for. */
export function emptyRuleForm(kind: EventRule['kind'] = 'threshold', devices: string[] = []): RuleForm {
  return {
    name: '',
    kind,
    enabled: true,
    devices,
    watch: 'value',
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
    horizonH: '24',
    scheduled: false,
    days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    periods: [{ from: '08:00', to: '17:00' }],
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
  if (rule.schedule) {
    form.scheduled = true;
    form.days = rule.schedule.days;
    form.periods = rule.schedule.periods.map((p) => ({ from: minutesText(p.from), to: minutesText(p.to) }));
  }
  if (rule.kind === 'threshold') {
    Object.assign(form, {
      watch: rule.watch,
      valueIndex: String(rule.valueIndex),
      op: rule.op,
      threshold: text(rule.threshold),
      low: text(rule.low),
      high: text(rule.high),
      hysteresis: String(rule.hysteresis),
    });
  }
  if (rule.kind === 'binary') form.alarmOn = rule.alarmOn;
  if (rule.kind === EARLY_WARNING_KIND) {
    Object.assign(form, {
      watch: rule.watch,
      valueIndex: String(rule.valueIndex),
      op: rule.op,
      threshold: text(rule.threshold),
      hysteresis: String(rule.hysteresis),
      horizonH: String(rule.horizonH),
    });
  }
  return form;
}

/** The fields typed as numbers (checked by ruleFormCheck.ts). */
export const NUMBER_FIELDS = [
  'valueIndex',
  'threshold',
  'low',
  'high',
  'hysteresis',
  'delayMin',
  'escalateAfterMin',
  'horizonH',
] as const;

/** Text → number; '' → undefined; anything else that is not a number → NaN (reported by field). */
export function num(s: string): number | undefined {
  const t = s.trim().replace(',', '.');
  return t === '' ? undefined : Number(t);
}
