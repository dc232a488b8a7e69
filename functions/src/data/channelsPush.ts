import type { NotifyConfig } from '../domain/notifyConfig.js';
import type { NotificationContent } from '../domain/notifyMessage.js';
import { ACTION_TOKEN_TTL_MS, signActionToken } from '../domain/actionToken.js';
import { actionSecretFrom, actionUrlFrom } from '../domain/actionConfig.js';
import { db } from './admin.js';
import { retryPolicy } from '../domain/retryPolicy.js';
import { postJsonWithRetries } from './http.js';
import { pushTokensOf } from './users.js';

/**
 * The FCM data message the client's service worker turns into a toast (text + redirect). An
 * event's notification also carries a signed action token, so its Acknowledge / Snooze 1 h
 * buttons work without opening the app (see notificationAction).
 */
function fcmData(content: NotificationContent): Record<string, string> {
  const secret = actionSecretFrom(process.env);
  const actionUrl = actionUrlFrom(process.env);
  const isEvent = !content.eventId.startsWith('test-');
  const actions: Record<string, string> =
    secret && actionUrl && isEvent
      ? {
          actionUrl,
          actionToken: signActionToken(
            { sid: content.systemId, eid: content.eventId, exp: Date.now() + ACTION_TOKEN_TTL_MS },
            secret,
          ),
        }
      : {};
  return {
    ...actions,
    eventUrl: isEvent ? `/systems/${content.systemId}/events/${content.eventId}` : content.redirect,
    title: content.title,
    body: content.body,
    text: content.body,
    redirect: content.redirect,
    systemId: content.systemId,
    eventId: content.eventId,
  };
}

/**
 * Sends a web push through FCM to every registered token of the channel's users.
 * With NOTIFY_PUSH_RELAY_URL set (tests: FCM cannot run on the emulators) the multicast
 * message is POSTed there instead of to FCM — the fake sits exactly at this adapter boundary.
 */
export async function sendPush(
  uids: readonly string[],
  content: NotificationContent,
  config: NotifyConfig,
): Promise<void> {
  const tokens = await pushTokensOf(uids);
  if (tokens.length === 0) throw new Error('No registered push tokens for the channel users');
  const message = { tokens, data: fcmData(content), webpush: { fcmOptions: { link: content.redirect } } };
  if (config.pushRelayUrl) {
    await postJsonWithRetries(config.pushRelayUrl, JSON.stringify(message), {
      timeoutMs: config.webhookTimeoutMs,
      retry: retryPolicy(0, 0),
    });
    return;
  }
  db(); // initialises the admin app the messaging client needs
  // Loaded on first use: only deliveries push, and every other function starts faster.
  const { getMessaging } = await import('firebase-admin/messaging');
  const result = await getMessaging().sendEachForMulticast(message);
  if (result.successCount === 0) {
    const reason = result.responses.find((r) => r.error)?.error?.message ?? 'unknown';
    throw new Error(`Push failed for all ${tokens.length} tokens: ${reason}`);
  }
}
