import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { applyNotificationAction } from '../data/notificationActions.js';
import { NotificationActionBodySchema, verifyActionToken } from '../domain/actionToken.js';
import { actionSecretFrom } from '../domain/actionConfig.js';

/**
 * POST /notificationAction `{token, action}`: the service worker's Acknowledge / Snooze 1 h
 * buttons, without opening the app. 401 `{error: 'expired' | 'invalid'}` tells the worker to
 * open the event instead.
 */
export const notificationAction = onRequest({ cors: true }, async (req, res) => {
  if (req.method !== 'POST') {
    res.status(405).set('Allow', 'POST').json({ error: 'Use POST' });
    return;
  }
  const body = NotificationActionBodySchema.safeParse(req.body);
  if (!body.success) {
    const issue = body.error.issues[0];
    res.status(400).json({ error: issue?.message ?? 'invalid body', field: issue?.path.join('.') || 'body' });
    return;
  }
  const secret = actionSecretFrom(process.env);
  if (!secret) {
    logger.error('notificationAction: NOTIFY_ACTION_SECRET is not set');
    res.status(401).json({ error: 'invalid' });
    return;
  }
  const claim = verifyActionToken(body.data.token, secret, Date.now());
  if (typeof claim === 'string') {
    res.status(401).json({ error: claim });
    return;
  }
  const found = await applyNotificationAction(claim.sid, claim.eid, body.data.action, Date.now());
  if (!found) {
    res.status(404).json({ error: 'No such event', field: 'token' });
    return;
  }
  res.status(200).json({ ok: true, action: body.data.action });
});
