import { onRequest } from 'firebase-functions/v2/https';
import { actOnNotification } from '../workflows/notificationAction.js';
import { runtimeOf } from '../domain/functionSettings.js';

/**
 * POST /notificationAction `{token, action}`: the service worker's Acknowledge / Snooze 1 h
 * buttons. CORS is the workflow's: only the app's origin (NEURON_APP_URL) gets an answer it can read.
 */
export const notificationAction = onRequest({ ...runtimeOf('notificationAction'), cors: false }, async (req, res) => {
  const answer = await actOnNotification(
    { method: req.method, origin: req.get('origin'), body: req.body },
    process.env,
    Date.now(),
  );
  res.status(answer.status).set(answer.headers).json(answer.body);
});
