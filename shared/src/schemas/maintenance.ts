import { z } from 'zod';
import { NameSchema } from './fields.js';
import { TimeMsSchema } from './time.js';

/** How a maintenance window repeats. */
export const MAINTENANCE_REPEATS = ['none', 'daily', 'weekly'] as const;
/** Longest a one-off window may last: 30 days. */
export const MAX_WINDOW_MS = 30 * 86_400_000;
/** How long one occurrence of a repeating window may last: shorter than the repeat. */
export const REPEAT_MS = { daily: 86_400_000, weekly: 7 * 86_400_000 } as const;
/**
 * The most of its repeat one occurrence of a repeating window may cover: half (12 h of a day,
 * 3½ days of a week), so a repeating window never turns alerting into one summary a period.
 */
export const MAX_REPEAT_SHARE = 0.5;
/** How far after its first start a repeating window may run (`until`): a year (366 days). */
export const MAX_REPEAT_SPAN_MS = 366 * 86_400_000;
/** The times a window may name: from 2020-01-01 to before 2100-01-01 (UTC), whole milliseconds. */
export const WINDOW_TIME_RANGE = { min: Date.UTC(2020, 0, 1), max: Date.UTC(2100, 0, 1) } as const;

/**
 * system/{sid}/maintenance/{wid}: a planned quiet time, edited by admins, read by members. The
 * first occurrence is start..end; a daily or weekly one repeats at the same wall-clock time in the
 * system's zone until `until` (or for good). `devices` lists the sensors and gateways it covers,
 * ['*'] the whole system. `summarizedEnd` is the functions': the end of the latest occurrence
 * whose summary was sent.
 */
export const MaintenanceWindowSchema = z
  .object({
    name: NameSchema,
    start: TimeMsSchema,
    end: TimeMsSchema,
    repeat: z.enum(MAINTENANCE_REPEATS).default('none'),
    until: TimeMsSchema.nullable().default(null),
    devices: z.array(z.string().min(1)).min(1, 'Pick the whole system or at least one device').max(500),
    createdBy: z.string().optional(),
    summarizedEnd: TimeMsSchema.nullable().optional(),
  })
  .superRefine((w, ctx) => {
    if (w.end <= w.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'The window must end after it starts' });
      return;
    }
    const longest = w.repeat === 'none' ? MAX_WINDOW_MS : REPEAT_MS[w.repeat];
    if (w.end - w.start > longest || (w.repeat !== 'none' && w.end - w.start === longest)) {
      const message =
        w.repeat === 'none' ? 'A window lasts at most 30 days' : `A ${w.repeat} window must be shorter than its repeat`;
      ctx.addIssue({ code: 'custom', path: ['end'], message });
    }
    if (w.until !== null && w.until < w.start) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'Repeat until a day after the first start' });
    }
  });
/** MaintenanceWindow as MaintenanceWindowSchema parses it. */
export type MaintenanceWindow = z.infer<typeof MaintenanceWindowSchema>;

const hours = (ms: number) => `${Math.round(ms / 360_000) / 10} h`;

/**
 * A window as it may be saved (the editor checks with it, the rules say the same, the functions
 * hold notifications only for windows it accepts): times sane (whole milliseconds in
 * WINDOW_TIME_RANGE), and its total span bounded: a repeating window needs `until`, at most
 * MAX_REPEAT_SPAN_MS after its first start, and covers at most MAX_REPEAT_SHARE of its repeat.
 * Stored windows are listed with MaintenanceWindowSchema, so an admin still sees (and mends or
 * removes) one saved before these bounds.
 */
export const BoundedMaintenanceWindowSchema = MaintenanceWindowSchema.superRefine((w, ctx) => {
  const sane = (ms: number) => Number.isInteger(ms) && ms >= WINDOW_TIME_RANGE.min && ms < WINDOW_TIME_RANGE.max;
  for (const key of ['start', 'end', 'until'] as const) {
    const ms = w[key];
    if (ms !== null && !sane(ms)) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'Pick a time between 2020 and 2099' });
    }
  }
  if (w.repeat === 'none') return;
  const longest = REPEAT_MS[w.repeat] * MAX_REPEAT_SHARE;
  if (w.end - w.start > longest) {
    ctx.addIssue({
      code: 'custom',
      path: ['end'],
      message: `A ${w.repeat} window lasts at most ${hours(longest)} (half its repeat)`,
    });
  }
  if (w.until === null) {
    ctx.addIssue({ code: 'custom', path: ['until'], message: 'Pick the last day it repeats' });
  } else if (w.until - w.start > MAX_REPEAT_SPAN_MS) {
    ctx.addIssue({ code: 'custom', path: ['until'], message: 'A window repeats for at most a year' });
  }
});
