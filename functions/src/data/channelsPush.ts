import type { PushRequest } from '../domain/channelRequests.js';
import type { NotifyConfig } from '../domain/notifyConfig.js';
import { db } from './admin.js';
import { postJsonWithRetries } from './http.js';

/**
 * Sends a web push through FCM to `tokens` (the channel's users' registered tokens, read and
 * checked by the workflow), with the data message `push` holds (domain/channelRequests.ts
 * pushRequest). FCM answering no token with success is a failed send.
 * With NOTIFY_PUSH_RELAY_URL set (tests: FCM cannot run on the emulators) the multicast
 * message is POSTed there instead of to FCM — the fake sits exactly at this adapter boundary.
 */
export async function sendPush(tokens: readonly string[], push: PushRequest, config: NotifyConfig): Promise<void> {
  const message = { tokens: [...tokens], data: push.data, webpush: { fcmOptions: { link: push.link } } };
  if (config.pushRelayUrl) {
    await postJsonWithRetries(config.pushRelayUrl, JSON.stringify(message), push.relay);
    return;
  }
  db(); // initialises the admin app the messaging client needs
  // Loaded on first use: only deliveries push, and every other function starts faster.
  const { getMessaging } = await import('firebase-admin/messaging');
  const result = await getMessaging().sendEachForMulticast(message);
  if (result.successCount === 0) {
    const reason = result.responses.find((r) => r.error)?.error?.message ?? 'unknown';
    throw new Error(push.failureText(tokens.length, reason));
  }
}
