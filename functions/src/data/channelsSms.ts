import type { SmsRequest } from '../domain/channelRequests.js';
import { postJsonWithRetries } from './http.js';

/**
 * The SMS provider adapter: one POST {to, text} per number to the provider's HTTP API at `sms.url`,
 * as `sms` plans it (domain/channelRequests.ts smsRequest; an unconfigured provider is refused
 * before this, in workflows/sendThroughChannel.ts). Swap this file for a specific provider's SDK;
 * the rest of delivery does not change.
 */
export async function sendSms(numbers: readonly string[], sms: SmsRequest): Promise<void> {
  const failures: { to: string; reason: string }[] = [];
  for (const to of numbers) {
    try {
      await postJsonWithRetries(sms.url, JSON.stringify({ to, text: sms.text }), sms.plan);
    } catch (e) {
      failures.push({ to, reason: e instanceof Error ? e.message : String(e) });
    }
  }
  if (failures.length > 0) throw new Error(sms.failureText(failures));
}
