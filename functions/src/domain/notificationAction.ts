import type { Event } from '@neuron/shared';
import { SNOOZE_MS } from './actionToken.js';

/** Who an acknowledgement from a notification button is recorded as (the token names no person). */
export const ACK_BY_NOTIFICATION = 'notification';

/**
 * What a notification button does to the event as read: acknowledge it (once: an acknowledged
 * event stays as it was, so nothing), or snooze it (its escalation waits at least SNOOZE_MS).
 */
export function planNotificationAction(
  event: Pick<Event, 'acknowledgedAt' | 'escalateAt'>,
  action: 'acknowledge' | 'snooze',
  nowMs: number,
): Record<string, unknown> | undefined {
  if (event.acknowledgedAt != null) return undefined;
  if (action === 'acknowledge') return { acknowledgedBy: ACK_BY_NOTIFICATION, acknowledgedAt: nowMs };
  const until = nowMs + SNOOZE_MS;
  const pending = event.escalateAt;
  return { snoozedUntil: until, ...(pending != null ? { escalateAt: Math.max(pending, until) } : {}) };
}
