import { z } from 'zod';
import { isKnownTimeZone } from '../schedule/zonedTime.js';
import { TimeMsSchema } from './time.js';

/** Device counts kept by functions in system/{sid}/summary/counts (docs/DATA_MODEL.md). */
export const SystemSummarySchema = z.object({
  sensors: z.number().int().min(0),
  gateways: z.number().int().min(0),
  virtuals: z.number().int().min(0),
  /** Online and offline over sensors and gateways together. */
  online: z.number().int().min(0),
  offline: z.number().int().min(0),
  // Online of each kind (shared/src/sensor/systemCounts.ts); a summary kept before they were
  // counted reads them as 0 until the devices' next state change.
  sensorsOnline: z.number().int().min(0).default(0),
  gatewaysOnline: z.number().int().min(0).default(0),
  virtualsOnline: z.number().int().min(0).default(0),
  alarms: z.number().int().min(0),
  updatedAt: TimeMsSchema,
});
/** SystemSummary as SystemSummarySchema parses it. */
export type SystemSummary = z.infer<typeof SystemSummarySchema>;

/** system/{sid}: `admin` and `users` are lower-cased e-mails. */
export const SystemSchema = z.object({
  name: z.string().default(''),
  admin: z.array(z.string()).default([]),
  users: z.array(z.string()).default([]),
  createdAt: TimeMsSchema.optional(),
  /**
   * IANA zone the system's rule schedules and recurring maintenance windows are read in; set from
   * the creator's browser, edited by admins. Absent (older systems): UTC.
   */
  timeZone: z.string().max(64).refine(isKnownTimeZone, 'Pick a known time zone').optional().catch(undefined),
  // The device counts, from their own document (summary/counts; the client's data layer merges
  // them in). Blind increments by functions; a count gone wrong (below zero after a race with a
  // removal) must not hide the system: it reads as no summary, and the system is still listed.
  summary: SystemSummarySchema.optional().catch(undefined),
});
/** System as SystemSchema parses it. */
export type System = z.infer<typeof SystemSchema>;

/** The zone a system's schedules are read in: its own, else UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** A system's zone for schedules (DEFAULT_TIME_ZONE when it has none). */
export function systemTimeZone(system: Pick<System, 'timeZone'> | undefined): string {
  return system?.timeZone ?? DEFAULT_TIME_ZONE;
}
