import { logger } from 'firebase-functions/v2';
import { applyNotificationAction } from '../data/notificationActions.js';
import { actionSecretFrom } from '../domain/actionConfig.js';
import { NotificationActionBodySchema, verifyActionToken } from '../domain/actionToken.js';
import { planNotificationAction } from '../domain/notificationAction.js';
import type { HttpAnswer } from './readApi.js';

/**
 * A notification button (Acknowledge / Snooze 1 h) posted by the service worker: the token must
 * be ours and unexpired. 401 `{error: 'expired' | 'invalid'}` tells the worker to open the event.
 */
export async function actOnNotification(
  body: unknown,
  env: Record<string, string | undefined>,
  nowMs: number,
): Promise<HttpAnswer> {
  const parsed = NotificationActionBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { status: 400, body: { error: issue?.message ?? 'invalid body', field: issue?.path.join('.') || 'body' } };
  }
  const secret = actionSecretFrom(env);
  if (!secret) {
    logger.error('notificationAction: NOTIFY_ACTION_SECRET is not set');
    return { status: 401, body: { error: 'invalid' } };
  }
  const claim = verifyActionToken(parsed.data.token, secret, nowMs);
  if (typeof claim === 'string') return { status: 401, body: { error: claim } };
  const { action } = parsed.data;
  const found = await applyNotificationAction(claim.sid, claim.eid, (event) =>
    planNotificationAction(event, action, nowMs),
  );
  if (!found) return { status: 404, body: { error: 'No such event', field: 'token' } };
  return { status: 200, body: { ok: true, action: parsed.data.action } };
}
