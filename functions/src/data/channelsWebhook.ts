import type { WebhookRequest } from '../domain/channelRequests.js';
import { postJsonWithRetries } from './http.js';

/**
 * POSTs a notification to the channel's URL as `webhook` plans it (domain/channelRequests.ts
 * webhookRequest: the body signed with the channel's secret, timeout and retries), through the
 * outbound guard of http.ts.
 */
export async function sendWebhook(url: string, webhook: WebhookRequest): Promise<void> {
  await postJsonWithRetries(url, webhook.body, webhook.plan);
}
