import type { RuleSchedule } from '../schemas/schedule.js';
import { DAY_MINUTES } from './minutes.js';
import { localInstants, previousWeekday, WEEKDAYS, zonedParts, type Weekday } from './zonedTime.js';

// The one evaluation of rule schedules: the functions' live path and sweep and the editor's
// backtest ask scheduleActiveAt / nextScheduleOpen. Wall-clock times in the system's zone: on a
// day the clock goes forward a period starting in the skipped hour opens when the clock jumps;
// on a day it goes back, the repeated hour counts twice.

/** Whether a rule with this schedule (none: always) is active at `ms` in `timeZone`. */
export function scheduleActiveAt(schedule: RuleSchedule | undefined, timeZone: string, ms: number): boolean {
  if (!schedule) return true;
  const { weekday, minute } = zonedParts(ms, timeZone);
  const on = (d: Weekday) => schedule.days.includes(d);
  return schedule.periods.some((p) =>
    p.to > p.from
      ? on(weekday) && minute >= p.from && minute < p.to
      : (on(weekday) && minute >= p.from) || (on(previousWeekday(weekday)) && minute < p.to),
  );
}

/**
 * The first instant at or after `fromMs` at which the schedule is active (fromMs itself when it
 * is, or when there is no schedule). Undefined only for a schedule that is never active.
 */
export function nextScheduleOpen(
  schedule: RuleSchedule | undefined,
  timeZone: string,
  fromMs: number,
): number | undefined {
  if (scheduleActiveAt(schedule, timeZone, fromMs)) return fromMs;
  if (!schedule) return fromMs;
  const candidates: number[] = [];
  // Every period start of the next 8 local days (a week, and the day a period across midnight began).
  const today = zonedParts(fromMs, timeZone);
  for (let d = 0; d <= 8; d++) {
    // Calendar days, not 24-hour steps: a day the clock changes is 23 or 25 hours long.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + d));
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const weekday = WEEKDAYS[(date.getUTCDay() + 6) % 7];
    if (!schedule.days.includes(weekday)) continue;
    for (const p of schedule.periods) {
      if (p.from >= DAY_MINUTES) continue;
      const at = localInstants(year, month, day, p.from, timeZone);
      const open = at.find((t) => t > fromMs && scheduleActiveAt(schedule, timeZone, t));
      if (open !== undefined) candidates.push(earliestOpen(schedule, timeZone, at, open));
    }
  }
  const later = candidates.filter((t) => t > fromMs);
  return later.length > 0 ? Math.min(...later) : undefined;
}

/**
 * A start in a skipped hour: the wall time never shows, and the period opens when the clock jumps,
 * somewhere between the two instants around it (found to the minute).
 */
function earliestOpen(schedule: RuleSchedule, timeZone: string, at: number[], open: number): number {
  if (at.length < 2 || open !== at[1] || scheduleActiveAt(schedule, timeZone, at[0])) return open;
  let [lo, hi] = [at[0], at[1]]; // inactive at lo, active at hi
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
    if (mid <= lo) break;
    if (scheduleActiveAt(schedule, timeZone, mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
