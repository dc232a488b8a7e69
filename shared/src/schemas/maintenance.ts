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
