import { logger } from 'firebase-functions/v2';
import { accountsOf, readMemberLists } from '../data/members.js';
import { applyNotificationAction } from '../data/notificationActions.js';
import { actionSecretFrom, appOriginsFrom } from '../domain/actionConfig.js';
import { NotificationActionBodySchema, verifyActionToken } from '../domain/actionToken.js';
import { memberEmailsOf } from '../domain/channelTargets.js';
import { actingPerson, isAppOrigin, planNotificationAction } from '../domain/notificationAction.js';
import type { HttpAnswer } from './readApi.js';

/** What the trigger hands over of a request to /notificationAction. */
export interface NotificationActionRequest {
  method: string;
  /** The `Origin` header (a browser's page or worker names its origin). */
  origin: string | undefined;
  body: unknown;
}

/** An answer with the CORS headers that let the app's origin read it. */
export interface ActionAnswer extends HttpAnswer {
  headers: Record<string, string>;
}

function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': 'content-type',
    'Access-Control-Max-Age': '3600',
    Vary: 'Origin',
  };
}

/**
 * A notification button (Acknowledge / Snooze 1 h) posted by the service worker. Only from the
 * app's origin (403 otherwise, no CORS headers); the token must be ours, unexpired, unused, and
 * its person still a member of the system. 401 `{error: 'expired' | 'invalid'}`, 403 `{error:
 * 'left'}` and 409 `{error: 'used'}` tell the worker to open the event, where the user acts
 * signed in. An acknowledgement is recorded in the person's name.
 */
export async function actOnNotification(
  req: NotificationActionRequest,
  env: Record<string, string | undefined>,
  nowMs: number,
): Promise<ActionAnswer> {
  const { origin } = req;
  if (!isAppOrigin(origin, appOriginsFrom(env))) {
    return {
      status: 403,
      body: { error: 'Only the Neuron app may post notification actions', field: 'origin' },
      headers: { Vary: 'Origin' },
    };
  }
  const headers = corsHeaders(origin);
  if (req.method === 'OPTIONS') return { status: 204, body: {}, headers };
  if (req.method !== 'POST')
    return { status: 405, body: { error: 'Use POST' }, headers: { ...headers, Allow: 'POST' } };
  const parsed = NotificationActionBodySchema.safeParse(req.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      status: 400,
      body: { error: issue?.message ?? 'invalid body', field: issue?.path.join('.') || 'body' },
      headers,
    };
  }
  const secret = actionSecretFrom(env);
  if (!secret) {
    logger.error('notificationAction: NOTIFY_ACTION_SECRET is not set');
    return { status: 401, body: { error: 'invalid' }, headers };
  }
  const claim = verifyActionToken(parsed.data.token, secret, nowMs);
  if (typeof claim === 'string') return { status: 401, body: { error: claim }, headers };
  const [account] = await accountsOf([{ uid: claim.uid }]);
  const person = actingPerson(account, memberEmailsOf(await readMemberLists(claim.sid)));
  if (!person) return { status: 403, body: { error: 'left', field: 'token' }, headers };
  const { action } = parsed.data;
  const done = await applyNotificationAction(claim.sid, claim.eid, claim.jti, (event, tokenUsed) =>
    planNotificationAction(event, { action, person, tokenExpiresAt: claim.exp, tokenUsed }, nowMs),
  );
  if (!done) return { status: 404, body: { error: 'No such event', field: 'token' }, headers };
  if (done === 'used') return { status: 409, body: { error: 'used', field: 'token' }, headers };
  return { status: 200, body: { ok: true, action }, headers };
}
