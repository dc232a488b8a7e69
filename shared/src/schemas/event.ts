import { z } from 'zod';
import { TimeMsSchema } from './time.js';

/** Kinds of event (docs/DATA_MODEL.md). */
export const EVENT_KINDS = ['alarm', 'alarm_cleared', 'offline', 'online', 'error', 'manual'] as const;

/** system/{sid}/events/{eid} */
export const EventSchema = z.object({
  time: TimeMsSchema,
  kind: z.enum(EVENT_KINDS),
  deviceSn: z.string().nullable().default(null),
  /** Devices the event groups (a gateway's offline event lists the sensors heard only through it). */
  deviceSns: z.array(z.string()).optional(),
  ruleId: z.string().nullable().default(null),
  /** pushConfig ids the event is sent through, copied from its rule when it was raised. */
  channels: z.array(z.string()).optional(),
  value: z.number().nullable().default(null),
  text: z.string().max(2000),
  acknowledgedBy: z.string().nullable().default(null),
  acknowledgedAt: TimeMsSchema.nullable().default(null),
  createdBy: z.string().nullable().default(null),
});
/** Event as EventSchema parses it. */
export type Event = z.infer<typeof EventSchema>;

/** A manual event as a user creates it. */
export const ManualEventInputSchema = z.object({
  text: z.string().trim().min(1, 'Describe the event').max(2000),
  deviceSn: z.string().nullable().default(null),
  time: z.number().int().positive().optional(),
});
