import { z } from 'zod';
import { TimeMsSchema } from './time.js';

/** Counts kept by functions on the system document (docs/DATA_MODEL.md). */
export const SystemSummarySchema = z.object({
  sensors: z.number().int().min(0),
  gateways: z.number().int().min(0),
  virtuals: z.number().int().min(0),
  online: z.number().int().min(0),
  offline: z.number().int().min(0),
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
  summary: SystemSummarySchema.optional(),
});
/** System as SystemSchema parses it. */
export type System = z.infer<typeof SystemSchema>;
