import { z } from 'zod';
import { DAY_MINUTES, MAX_SCHEDULE_PERIODS, periodsOverlap } from '../schedule/minutes.js';
import { WEEKDAYS } from '../schedule/zonedTime.js';

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
