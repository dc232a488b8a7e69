import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Header carrying the signed send time and the HMAC: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<exact body>">` (Stripe's layout). The time is inside what is signed, so a captured
 * request stops verifying once it is older than the receiver's window (WEBHOOK_TOLERANCE_S).
 */
export const WEBHOOK_SIGNATURE_HEADER = 'x-neuron-signature';
/** Header naming the event, so a receiver can drop a repeated delivery. */
export const WEBHOOK_EVENT_HEADER = 'x-neuron-event';
/**
 * How far from its own clock a receiver accepts a delivery's signed time, seconds (both ways: a
 * sender's clock may be ahead). Five minutes covers the retries (seconds apart) and clock skew.
 */
export const WEBHOOK_TOLERANCE_S = 300;

/** A new per-channel signing secret: 32 random bytes, base64url (made on the server, shown once). */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** Signature header value of a webhook body under a secret, sent at `nowMs`. */
export function signWebhookBody(secret: string, body: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`;
}

/** What a receiver's check found: `ok`, or why the delivery is refused. */
export type WebhookVerdict = 'ok' | 'malformed' | 'mismatch' | 'stale';

/**
 * What a receiver does with a delivery (constant-time compare): `malformed` when the header is
 * not `t=…,v1=…`, `mismatch` when no v1 is the HMAC of "t.body" under the secret, `stale` when it
 * matches but t is more than `toleranceS` from the receiver's clock `nowMs`.
 */
export function checkWebhookSignature(
  secret: string,
  body: string,
  header: string,
  nowMs: number,
  toleranceS: number = WEBHOOK_TOLERANCE_S,
): WebhookVerdict {
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => Buffer.from(v ?? ''));
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) return 'malformed';
  const expected = Buffer.from(hmacHex(secret, `${t}.${body}`));
  const matches = signatures.some((got) => got.length === expected.length && timingSafeEqual(got, expected));
  if (!matches) return 'mismatch';
  return Math.abs(nowMs / 1000 - Number(t)) > toleranceS ? 'stale' : 'ok';
}

/** True when a received signature matches the body and was made within the window around `nowMs`. */
export function webhookSignatureMatches(secret: string, body: string, header: string, nowMs: number): boolean {
  return checkWebhookSignature(secret, body, header, nowMs) === 'ok';
}

/** Delays before each retry: base, 2×base, 4×base … (exponential backoff). */
export function retryDelaysMs(retries: number, baseMs: number): number[] {
  return Array.from({ length: retries }, (_, i) => baseMs * 2 ** i);
}

/** Whether an HTTP status is worth retrying (the receiver is busy or broken, not refusing). */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}
