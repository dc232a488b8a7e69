import { normaliseEmail, type Event } from '@neuron/shared';
import type { TargetAccount } from './channelTargets.js';
import { SNOOZE_MS } from './actionToken.js';

/**
 * Who a notification button acts as: the person the token was sent to, by their verified e-mail,
 * while they are a member of the system. Undefined once they left it (or their account is gone
 * or no longer verified): the token is refused.
 */
export function actingPerson(
  account: Pick<TargetAccount, 'email' | 'emailVerified'> | undefined,
  memberEmails: ReadonlySet<string>,
): string | undefined {
  if (!account?.email || !account.emailVerified) return undefined;
  const email = normaliseEmail(account.email);
  return memberEmails.has(email) ? email : undefined;
}

/** What a transaction writes for a notification button: the event's update (none: as it was) and the token's use. */
export interface ActionWrites {
  update?: Record<string, unknown>;
  /** Recorded under the token's id: a second use of the token is refused. Kept until the token expires. */
  use: { usedAt: number; action: 'acknowledge' | 'snooze'; by: string; expiresAt: number };
}

/**
 * What a notification button does to the event as read: `used` when the token was used before
 * (once only: a replayed snooze cannot push the escalation back again); else acknowledge it in
 * the person's name (once: an acknowledged event stays as it was), or snooze it (its escalation
 * waits at least SNOOZE_MS), and record the token's use.
 */
export function planNotificationAction(
  event: Pick<Event, 'acknowledgedAt' | 'escalateAt'>,
  request: { action: 'acknowledge' | 'snooze'; person: string; tokenExpiresAt: number; tokenUsed: boolean },
  nowMs: number,
): ActionWrites | 'used' {
  const { action, person, tokenExpiresAt, tokenUsed } = request;
  if (tokenUsed) return 'used';
  const use = { usedAt: nowMs, action, by: person, expiresAt: tokenExpiresAt };
  if (event.acknowledgedAt != null) return { use };
  if (action === 'acknowledge') return { update: { acknowledgedBy: person, acknowledgedAt: nowMs }, use };
  const until = nowMs + SNOOZE_MS;
  const pending = event.escalateAt;
  return { update: { snoozedUntil: until, ...(pending != null ? { escalateAt: Math.max(pending, until) } : {}) }, use };
}

/**
 * Whether a browser request comes from the app (`Origin` one of the configured app origins,
 * NEURON_APP_URL). The service worker posts from the app's origin; any other page, or a request
 * that names no origin, is refused, so no other site can make a browser post a token it holds.
 */
export function isAppOrigin(origin: string | undefined, appOrigins: readonly string[]): origin is string {
  return origin !== undefined && appOrigins.includes(origin);
}
