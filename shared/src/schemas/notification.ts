import { z } from 'zod';

/** Pub/Sub topic on which every event that a rule routes to channels is published. */
export const NOTIFICATIONS_TOPIC = 'notifications';

/** A message on NOTIFICATIONS_TOPIC: the event to deliver. */
export const NotificationMessageSchema = z.object({ systemId: z.string().min(1), eventId: z.string().min(1) });
export type NotificationMessage = z.infer<typeof NotificationMessageSchema>;
