import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Header carrying the HMAC-SHA256 of the exact request body: `sha256=<hex>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-neuron-signature';
/** Header naming the event, so a receiver can drop a repeated delivery. */
export const WEBHOOK_EVENT_HEADER = 'x-neuron-event';

/** A new per-channel signing secret: 32 random bytes, base64url (made on the server, shown once). */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** Signature header value of a webhook body under the channel's secret. */
export function signWebhookBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** True when a received signature matches the body (what a receiver does; constant-time). */
export function webhookSignatureMatches(secret: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signWebhookBody(secret, body));
  const got = Buffer.from(signature);
  return expected.length === got.length && timingSafeEqual(expected, got);
}

/** Delays before each retry: base, 2×base, 4×base … (exponential backoff). */
export function retryDelaysMs(retries: number, baseMs: number): number[] {
  return Array.from({ length: retries }, (_, i) => baseMs * 2 ** i);
}

/** Whether an HTTP status is worth retrying (the receiver is busy or broken, not refusing). */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}
