import { z } from 'zod';
import { WEEKDAYS } from '../schedule/zonedTime.js';

/** Most periods a schedule has per day (the Firestore rules check them one by one). */
export const MAX_SCHEDULE_PERIODS = 4;
/** Minutes in a day; a period may end at 1440 ("24:00"). */
export const DAY_MINUTES = 1440;

/**
 * One period of a day, in minutes since local midnight. `to` at or before `from` runs across
 * midnight into the next day (22:00–06:00); `to` equal to `from` is empty and refused.
 */
export const SchedulePeriodSchema = z.object({
  from: z
    .number()
    .int()
    .min(0)
    .max(DAY_MINUTES - 1),
  to: z.number().int().min(0).max(DAY_MINUTES),
});
/** SchedulePeriod as SchedulePeriodSchema parses it. */
export type SchedulePeriod = z.infer<typeof SchedulePeriodSchema>;

/** A period as a span on a line of two days: one across midnight ends after 1440. */
export function periodSpan(p: SchedulePeriod): [number, number] {
  return [p.from, p.to > p.from ? p.to : p.to + DAY_MINUTES];
}

/** Whether two periods share a minute on any day (a period across midnight reaches into the next). */
export function periodsOverlap(a: SchedulePeriod, b: SchedulePeriod): boolean {
  const [a0, a1] = periodSpan(a);
  const [b0, b1] = periodSpan(b);
  return [-DAY_MINUTES, 0, DAY_MINUTES].some((shift) => a0 < b1 + shift && b0 + shift < a1);
}

/**
 * When a rule is active: on the chosen weekdays, in the periods (the same each chosen day), in
 * the system's time zone. Periods come back sorted by start (the order the Firestore rules check).
 */
export const RuleScheduleSchema = z
  .object({
    days: z
      .array(z.enum(WEEKDAYS))
      .min(1, 'Pick at least one day')
      .max(7)
      .refine((d) => new Set(d).size === d.length, 'A day is listed twice'),
    periods: z
      .array(SchedulePeriodSchema)
      .min(1, 'Add at least one period')
      .max(MAX_SCHEDULE_PERIODS, `At most ${MAX_SCHEDULE_PERIODS} periods a day`),
  })
  .superRefine((s, ctx) => {
    const empty = (p: SchedulePeriod) => p.from === p.to % DAY_MINUTES;
    s.periods.forEach((p, i) => {
      if (empty(p)) {
        ctx.addIssue({ code: 'custom', path: ['periods', i], message: 'The period is empty: it ends when it starts' });
        return;
      }
      for (let j = 0; j < i; j++) {
        if (!empty(s.periods[j]) && periodsOverlap(s.periods[j], p)) {
          ctx.addIssue({ code: 'custom', path: ['periods', i], message: `Overlaps period ${j + 1}` });
        }
      }
    });
  })
  .transform((s) => ({
    days: [...s.days].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b)),
    periods: [...s.periods].sort((a, b) => a.from - b.from),
  }));
/** RuleSchedule as RuleScheduleSchema parses it. */
export type RuleSchedule = z.infer<typeof RuleScheduleSchema>;

/** "HH:MM" of minutes since midnight (1440 is "24:00"). */
export function minutesText(m: number): string {
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Minutes since midnight of "HH:MM" ("24:00" allowed); undefined for anything else. */
export function parseMinutes(text: string): number | undefined {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return undefined;
  return h * 60 + min;
}
