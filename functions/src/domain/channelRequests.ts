import type { NotifyConfig } from './notifyConfig.js';
import { smsText, type NotificationContent } from './notifyMessage.js';
import { retryPolicy, type PostPlan } from './retryPolicy.js';

/**
 * What the channel adapters (data/channels*.ts) send, decided here from the notification and the
 * delivery configuration: the adapters only post it.
 */

/** An SMS: the text every number gets, and how each POST to the provider goes. */
export interface SmsRequest {
  text: string;
  plan: PostPlan;
}

/** The SMS of a notification: its one-line text, the provider's bearer key, one retry. */
export function smsRequest(content: NotificationContent, config: NotifyConfig): SmsRequest {
  return {
    text: smsText(content),
    plan: {
      headers: config.smsKey ? { authorization: `Bearer ${config.smsKey}` } : {},
      timeoutMs: config.webhookTimeoutMs,
      retry: retryPolicy(1, config.webhookBackoffMs),
    },
  };
}
