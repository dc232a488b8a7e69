import { z } from 'zod';
import { TimeMsSchema } from './time.js';

/** Kinds of event (docs/DATA_MODEL.md). */
export const EVENT_KINDS = ['alarm', 'alarm_cleared', 'offline', 'online', 'error', 'error_cleared', 'manual'] as const;

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
  /** Log severity (LOG_SEVERITY: Info 0, Warning 10, Error 20) of a sensor error (20) and its clearing (0). */
  severity: z.number().int().optional(),
  acknowledgedBy: z.string().nullable().default(null),
  acknowledgedAt: TimeMsSchema.nullable().default(null),
  /** What the member who acknowledged wrote. */
  ackComment: z.string().max(500).optional(),
  /** When the escalation sweep should send it on to the rule's escalation channel (null once done). */
  escalateAt: TimeMsSchema.nullable().optional(),
  /** When it was escalated (exactly once). */
  escalatedAt: TimeMsSchema.nullable().optional(),
  /** Snoozed from a notification: its escalation waits until then. */
  snoozedUntil: TimeMsSchema.nullable().optional(),
  /** The channel it was escalated to. */
  escalatedTo: z.string().optional(),
  createdBy: z.string().nullable().default(null),
  /**
   * Raised during a maintenance window (functions write it when they hold its notification): the
   * window and the end of its occurrence; `released` once it was sent at the end, still in alarm;
   * `summarized` once a summary listed it because its window was edited or removed before the end.
   */
  maintenance: z
    .object({
      windowId: z.string(),
      end: TimeMsSchema,
      released: z.boolean().optional(),
      summarized: z.boolean().optional(),
    })
    .optional(),
});
/** Event as EventSchema parses it. */
export type Event = z.infer<typeof EventSchema>;

/**
 * The kinds that call for someone to act, and so wait for an acknowledgement (the Events badge
 * counts them). A cleared alarm, a device back online and a member's own note need none.
 */
export const KINDS_TO_ACKNOWLEDGE = ['alarm', 'offline', 'error'] as const satisfies readonly Event['kind'][];

/** An event's kind in words (the events filter, the event page, notification titles): never the stored word. */
export const EVENT_KIND_LABELS: Record<Event['kind'], string> = {
  alarm: 'Alarm',
  alarm_cleared: 'Alarm cleared',
  offline: 'Offline',
  online: 'Back online',
  error: 'Error',
  error_cleared: 'Error cleared',
  manual: 'Manual',
};

/** Whether an event still waits for an acknowledgement. */
export function awaitsAcknowledgement(event: Pick<Event, 'kind' | 'acknowledgedAt'>): boolean {
  return event.acknowledgedAt === null && (KINDS_TO_ACKNOWLEDGE as readonly string[]).includes(event.kind);
}

/**
 * Whether the event page offers Acknowledge: every event that waits for one, and a member's own
 * note (manual), which someone may mark as seen though the badge does not count it.
 */
export function mayBeAcknowledged(event: Pick<Event, 'kind' | 'acknowledgedAt'>): boolean {
  return event.acknowledgedAt === null && (awaitsAcknowledgement(event) || event.kind === 'manual');
}

/** A manual event as a user creates it. */
export const ManualEventInputSchema = z.object({
  text: z.string().trim().min(1, 'Describe the event').max(2000),
  deviceSn: z.string().nullable().default(null),
  time: z.number().int().positive().optional(),
});

/** An acknowledgement's comment as typed. */
export const AckCommentSchema = z.string().trim().max(500, 'Keep the comment under 500 characters');
