import { onRequest } from 'firebase-functions/v2/https';
import { actOnNotification } from '../workflows/notificationAction.js';

/** POST /notificationAction `{token, action}`: the service worker's Acknowledge / Snooze 1 h buttons. */
export const notificationAction = onRequest({ cors: true }, async (req, res) => {
  if (req.method !== 'POST') {
    res.status(405).set('Allow', 'POST').json({ error: 'Use POST' });
    return;
  }
  const answer = await actOnNotification(req.body, process.env, Date.now());
  res.status(answer.status).json(answer.body);
});
