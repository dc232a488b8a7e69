import type { NotifyConfig } from '../domain/notifyConfig.js';
import type { NotificationContent } from '../domain/notifyMessage.js';
import { WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER, signWebhookBody } from '../domain/webhookSignature.js';
import { postJsonWithRetries } from './http.js';

/** POSTs the notification as JSON to the channel's URL, HMAC-signed, with timeout and retries. */
export async function sendWebhook(url: string, content: NotificationContent, config: NotifyConfig): Promise<void> {
  if (!config.webhookSecret) throw new Error('Webhooks are not configured (NOTIFY_WEBHOOK_SECRET is not set)');
  const body = JSON.stringify(content);
  await postJsonWithRetries(url, body, {
    headers: {
      [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(config.webhookSecret, body),
      [WEBHOOK_EVENT_HEADER]: content.eventId,
    },
    timeoutMs: config.webhookTimeoutMs,
    retries: config.webhookRetries,
    backoffMs: config.webhookBackoffMs,
  });
}
