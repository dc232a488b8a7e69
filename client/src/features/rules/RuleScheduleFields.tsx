import { observer } from 'mobx-react-lite';
import { MAX_SCHEDULE_PERIODS, parseMinutes, WEEKDAYS, type Weekday } from '@neuron/shared';
import type { RuleEditorStore } from '../../stores/rules/RuleEditorStore';
import { FieldError, fieldAria } from '../forms/FieldError';
import { weekStrip } from './weekStrip';
import './schedule.css';

const DAY_LABELS: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** When the rule may alarm: always, or on chosen days in one or more periods, shown as a week strip. */
export const RuleScheduleFields = observer(function RuleScheduleFields({
  store,
  timeZone,
}: {
  store: RuleEditorStore;
  timeZone: string;
}) {
  const { form, errors } = store;
  const setPeriod = (i: number, key: 'from' | 'to', value: string) => {
    store.set(
      'periods',
      form.periods.map((p, j) => (j === i ? { ...p, [key]: value } : p)),
    );
    store.clearError(`period${i}`);
  };
  const toggleDay = (d: Weekday, on: boolean) =>
    store.set('days', on ? [...form.days, d] : form.days.filter((x) => x !== d));
  const readable = form.periods.flatMap((p) => {
    const [from, to] = [parseMinutes(p.from), parseMinutes(p.to)];
    return from === undefined || to === undefined ? [] : [{ from, to }];
  });
  return (
    <fieldset className="rule-schedule">
      <legend>Schedule</legend>
      <label className="check">
        <input
          type="radio"
          name="rule-scheduled"
          checked={!form.scheduled}
          onChange={() => store.set('scheduled', false)}
        />
        Always active
      </label>
      <label className="check">
        <input
          type="radio"
          name="rule-scheduled"
          checked={form.scheduled}
          onChange={() => store.set('scheduled', true)}
        />
        Active on a schedule
      </label>
      {form.scheduled && (
        <>
          <p className="hint">
            Times in {timeZone} (the system&apos;s time zone). Outside the schedule the rule raises nothing; a condition
            still true when it opens raises then.
          </p>
          <fieldset aria-describedby={errors.days ? 'rule-days-error' : undefined}>
            <legend>Days</legend>
            <div className="day-picks">
              {WEEKDAYS.map((d) => (
                <label key={d} className="check">
                  <input
                    type="checkbox"
                    checked={form.days.includes(d)}
                    onChange={(e) => toggleDay(d, e.target.checked)}
                  />
                  {DAY_LABELS[d]}
                </label>
              ))}
            </div>
            <FieldError id="rule-days" message={errors.days} />
          </fieldset>
          {form.periods.map((p, i) => (
            <div key={i} className="row period-row">
              <div>
                <label htmlFor={`rule-period-${i}-from`}>Period {i + 1} from</label>
                <input
                  id={`rule-period-${i}-from`}
                  type="time"
                  value={p.from}
                  onChange={(e) => setPeriod(i, 'from', e.target.value)}
                  {...fieldAria(`rule-period-${i}`, errors[`period${i}`])}
                />
              </div>
              <div>
                <label htmlFor={`rule-period-${i}-to`}>to</label>
                <input
                  id={`rule-period-${i}-to`}
                  type="time"
                  value={p.to === '24:00' ? '00:00' : p.to}
                  onChange={(e) => setPeriod(i, 'to', e.target.value)}
                  {...fieldAria(`rule-period-${i}`, errors[`period${i}`])}
                />
              </div>
              {form.periods.length > 1 && (
                <button
                  type="button"
                  className="button subtle"
                  onClick={() =>
                    store.set(
                      'periods',
                      form.periods.filter((_, j) => j !== i),
                    )
                  }
                >
                  Remove period {i + 1}
                </button>
              )}
              <FieldError id={`rule-period-${i}`} message={errors[`period${i}`]} />
            </div>
          ))}
          <FieldError id="rule-periods" message={errors.periods} />
          {form.periods.length < MAX_SCHEDULE_PERIODS && (
            <button
              type="button"
              className="button"
              onClick={() => store.set('periods', [...form.periods, { from: '17:00', to: '19:00' }])}
            >
              Add period
            </button>
          )}
          <p className="hint">An end at or before the start runs past midnight into the next day.</p>
          <WeekStrip days={form.days} periods={readable} />
        </>
      )}
    </fieldset>
  );
});

/** The schedule as seven day bars (the table below it says the same in words, for screen readers). */
function WeekStrip({ days, periods }: { days: Weekday[]; periods: { from: number; to: number }[] }) {
  const strip = weekStrip(days, periods);
  const pct = (m: number) => `${(m / 1440) * 100}%`;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return (
    <table className="week-strip" aria-label="Week at a glance" data-testid="week-strip">
      <tbody>
        {strip.map(({ day, spans }) => (
          <tr key={day}>
            <th scope="row">{DAY_LABELS[day]}</th>
            <td>
              <div className="week-strip-bar" aria-hidden="true">
                {spans.map(([a, b]) => (
                  <span key={a} className="week-strip-on" style={{ left: pct(a), width: pct(b - a) }} />
                ))}
              </div>
              <span className="visually-hidden">
                {spans.length === 0 ? 'inactive' : spans.map(([a, b]) => `${hhmm(a)}–${hhmm(b)}`).join(', ')}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
