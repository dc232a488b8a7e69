import type { NotifyConfig } from '../domain/notifyConfig.js';
import type { SmsRequest } from '../domain/channelRequests.js';
import { postJsonWithRetries } from './http.js';

/**
 * The SMS provider adapter: one POST {to, text} per number to the provider's HTTP API, as `sms`
 * plans it (domain/channelRequests.ts smsRequest). Swap this file for a specific provider's SDK;
 * the rest of delivery does not change.
 */
export async function sendSms(numbers: readonly string[], sms: SmsRequest, config: NotifyConfig): Promise<void> {
  if (!config.smsUrl) throw new Error('SMS is not configured (NOTIFY_SMS_URL is not set)');
  const failures: string[] = [];
  for (const to of numbers) {
    try {
      await postJsonWithRetries(config.smsUrl, JSON.stringify({ to, text: sms.text }), sms.plan);
    } catch (e) {
      failures.push(`${to}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (failures.length > 0) throw new Error(`SMS failed for ${failures.join('; ')}`);
}
