import type { NotifyConfig } from '../domain/notifyConfig.js';
import type { NotificationContent } from '../domain/notifyMessage.js';
import { WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER, signWebhookBody } from '../domain/webhookSignature.js';
import { retryPolicy } from '../domain/retryPolicy.js';
import { postJsonWithRetries } from './http.js';

/**
 * POSTs the notification as JSON to the channel's URL, HMAC-signed with the channel's own
 * secret, with timeout and retries (through the outbound guard of http.ts).
 */
export async function sendWebhook(
  url: string,
  secret: string,
  content: NotificationContent,
  config: NotifyConfig,
): Promise<void> {
  const body = JSON.stringify(content);
  await postJsonWithRetries(url, body, {
    headers: {
      [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(secret, body),
      [WEBHOOK_EVENT_HEADER]: content.eventId,
    },
    timeoutMs: config.webhookTimeoutMs,
    retry: retryPolicy(config.webhookRetries, config.webhookBackoffMs),
  });
}
