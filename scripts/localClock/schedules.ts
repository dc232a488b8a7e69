// When a scheduled function runs next, from its schedule as the function declares it
// (`onSchedule('every 5 minutes', …)`: the emulator lists it as `schedule.schedule`). The two forms
// Cloud Scheduler takes for Firebase functions: App Engine's "every N minutes|hours" and the
// five-field unix cron ("*/5 * * * *", "0 3 * * mon-fri"), read in the function's time zone (UTC
// when it names none, as `firebase deploy` sets for v2 functions).
import { zonedParts } from '@neuron/shared';

/** A schedule: the first run strictly after a moment (ms). */
export interface Cadence {
  nextAfter(ms: number): number;
}

const MINUTE = 60_000;
const EVERY = /^every\s+(\d+)\s+(minutes?|mins?|hours?)$/i;

/**
 * "every N minutes|hours", aligned to the clock (UTC): "every 5 minutes" runs at :00, :05, :10…,
 * "every 1 minutes" on each minute. (App Engine's other forms, "synchronized" and "from … to …",
 * are refused.)
 */
function everyCadence(count: number, unit: string): Cadence {
  const period = count * (unit.toLowerCase().startsWith('h') ? 60 : 1) * MINUTE;
  if (period <= 0) throw new Error('a period of 0');
  return { nextAfter: (ms) => Math.floor(ms / period) * period + period };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** One cron field as the set of values it allows (`names`: what a name means, e.g. mon = 1). */
function cronField(text: string, min: number, max: number, names: string[] = [], nameBase = 0): Set<number> {
  const value = (s: string) => {
    const i = names.indexOf(s.toLowerCase());
    const n = i >= 0 ? i + nameBase : Number(s);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`'${s}' is not in ${min}-${max}`);
    return n;
  };
  const allowed = new Set<number>();
  for (const part of text.split(',')) {
    const [range, stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw new Error(`bad step in '${part}'`);
    const [from, to] =
      range === '*'
        ? [min, max]
        : range.includes('-')
          ? (range.split('-').map(value) as [number, number])
          : [value(range), stepText === undefined ? value(range) : max];
    if (from > to) throw new Error(`'${range}' runs backwards`);
    for (let n = from; n <= to; n += step) allowed.add(n);
  }
  return allowed;
}

/** The five-field cron (minute hour day-of-month month day-of-week), in `timeZone`. */
function cronCadence(fields: string[], timeZone: string): Cadence {
  const [minuteF, hourF, domF, monthF, dowF] = fields;
  const minutes = cronField(minuteF, 0, 59);
  const hours = cronField(hourF, 0, 23);
  const doms = cronField(domF, 1, 31);
  const months = cronField(monthF, 1, 12, MONTHS, 1);
  const dows = cronField(dowF, 0, 7, DAYS);
  if (dows.has(7)) dows.add(0);
  // Cron's rule: with both day fields restricted, a day matching either runs.
  const anyDom = domF === '*';
  const anyDow = dowF === '*';
  const dayMatches = (dom: number, dow: number) =>
    anyDom && anyDow ? true : anyDom ? dows.has(dow) : anyDow ? doms.has(dom) : doms.has(dom) || dows.has(dow);
  const zoned = (ms: number) => zonedParts(ms, timeZone);
  return {
    nextAfter(ms) {
      let t = Math.floor(ms / MINUTE) * MINUTE + MINUTE;
      const end = t + 366 * 24 * 60 * MINUTE;
      while (t <= end) {
        const p = zoned(t);
        const hour = Math.floor(p.minute / 60);
        const dow = (DAYS.indexOf(p.weekday) + 7) % 7;
        if (!months.has(p.month) || !dayMatches(p.day, dow)) {
          t += (1440 - p.minute) * MINUTE; // to the next local midnight
        } else if (!hours.has(hour)) {
          t += (60 - (p.minute % 60)) * MINUTE; // to the next hour
        } else if (!minutes.has(p.minute % 60)) {
          t += MINUTE;
        } else {
          return t;
        }
      }
      throw new Error('no run within a year');
    },
  };
}

/** The cadence of a schedule, or an error saying why it cannot be read. */
export function parseSchedule(schedule: string, timeZone?: string | null): Cadence {
  const text = schedule.trim();
  const every = EVERY.exec(text);
  if (every) return everyCadence(Number(every[1]), every[2]);
  const fields = text.split(/\s+/);
  if (fields.length === 5) {
    const cadence = cronCadence(fields, timeZone || 'UTC');
    cadence.nextAfter(Date.now()); // a schedule that never runs is refused now, not at its first run
    return cadence;
  }
  throw new Error(`not a schedule this stack runs: '${schedule}' (every N minutes|hours, or five-field cron)`);
}
