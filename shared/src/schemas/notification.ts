import { z } from 'zod';

/** Pub/Sub topic that carries each new event a rule routes to notification channels. */
export const NOTIFICATIONS_TOPIC = 'notifications';

/** Message on `notifications`: which event of which system to deliver (the event document holds the rest). */
export const NotificationMessageSchema = z.object({
  systemId: z.string().min(1),
  eventId: z.string().min(1),
});
export type NotificationMessage = z.infer<typeof NotificationMessageSchema>;
