import type { NotifyConfig } from '../domain/notifyConfig.js';
import { smsText, type NotificationContent } from '../domain/notifyMessage.js';
import { retryPolicy } from '../domain/retryPolicy.js';
import { postJsonWithRetries } from './http.js';

/**
 * The SMS provider adapter: one POST {to, text} per number to the provider's HTTP API with a
 * bearer key. Swap this file for a specific provider's SDK; the rest of delivery does not change.
 */
export async function sendSms(
  numbers: readonly string[],
  content: NotificationContent,
  config: NotifyConfig,
): Promise<void> {
  if (!config.smsUrl) throw new Error('SMS is not configured (NOTIFY_SMS_URL is not set)');
  const text = smsText(content);
  const failures: string[] = [];
  for (const to of numbers) {
    try {
      await postJsonWithRetries(config.smsUrl, JSON.stringify({ to, text }), {
        headers: config.smsKey ? { authorization: `Bearer ${config.smsKey}` } : {},
        timeoutMs: config.webhookTimeoutMs,
        retry: retryPolicy(1, config.webhookBackoffMs),
      });
    } catch (e) {
      failures.push(`${to}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (failures.length > 0) throw new Error(`SMS failed for ${failures.join('; ')}`);
}
