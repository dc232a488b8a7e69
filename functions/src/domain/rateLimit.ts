import { createHash } from 'node:crypto';

/**
 * Rate limits (docs/THREAT_MODEL.md, "Rate limits"): a fixed-window counter per key, decided
 * here from the counter as read and the time `nowMs`; data/rateLimits.ts only reads and writes
 * the counter, in a transaction, in Firestore. Counting in Firestore, not in an instance's
 * memory, is what makes a limit hold across instances: every instance that serves a request for
 * the same key counts into the same document, so N instances cannot give an attacker N times
 * the allowance.
 */

/** At most `limit` attempts per `windowMs`, counted from the first attempt of a window. */
export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
}

/** A key's counter as stored: when its window began and how many attempts it holds. */
export interface RateCounter {
  windowStart: number;
  count: number;
}

/** Allowed (and the counter to store), or refused with how long until the window ends. */
export type RateDecision =
  { allowed: true; next: RateCounter & { expiresAt: number } } | { allowed: false; retryAfterMs: number };

/** The limits of the product, each named for what it protects. */
export const RATE_LIMITS = {
  /** "Send test" on a channel: one test per channel a minute (each test may be SMS at the operator's cost). */
  testSend: { limit: 1, windowMs: 60_000 },
  /** Wrong or missing gateway keys on /ingest, per gateway serial: 10 in 10 minutes, then 429. */
  ingestWrongKey: { limit: 10, windowMs: 600_000 },
  /** Wrong or missing read-API keys, per source address: 10 in 10 minutes, then 429 for everything from it. */
  readApiWrongKey: { limit: 10, windowMs: 600_000 },
  /** claimDevice, per caller: 20 in 10 minutes (each call looks a serial and its claim code up). */
  claimDevice: { limit: 20, windowMs: 600_000 },
  /** Geolocation lookups, per gateway: one an hour, however often its cell tower changes. */
  geolocation: { limit: 1, windowMs: 3_600_000 },
} as const satisfies Record<string, RateLimitPolicy>;

/** Whether the counter's window is still open at `nowMs`. */
const inWindow = (counter: RateCounter | undefined, policy: RateLimitPolicy, nowMs: number): counter is RateCounter =>
  counter !== undefined && nowMs >= counter.windowStart && nowMs < counter.windowStart + policy.windowMs;

/** Counts one attempt: allowed while the window holds fewer than `limit`, else refused until it ends. */
export function countAttempt(counter: RateCounter | undefined, policy: RateLimitPolicy, nowMs: number): RateDecision {
  if (!inWindow(counter, policy, nowMs)) {
    return { allowed: true, next: { windowStart: nowMs, count: 1, expiresAt: nowMs + policy.windowMs } };
  }
  if (counter.count < policy.limit) {
    const next = { windowStart: counter.windowStart, count: counter.count + 1 };
    return { allowed: true, next: { ...next, expiresAt: counter.windowStart + policy.windowMs } };
  }
  return { allowed: false, retryAfterMs: counter.windowStart + policy.windowMs - nowMs };
}

/** How long a caller must wait when the key is at its limit (undefined: not limited), without counting. */
export function limitedFor(
  counter: RateCounter | undefined,
  policy: RateLimitPolicy,
  nowMs: number,
): number | undefined {
  if (!inWindow(counter, policy, nowMs) || counter.count < policy.limit) return undefined;
  return counter.windowStart + policy.windowMs - nowMs;
}

/** Whole seconds for a Retry-After header (at least 1). */
export const retryAfterSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/**
 * The counter document's id of a limit and what it counts (a serial, a uid, a channel, a hashed
 * address): `/` never appears in an id; anything else a caller sends is hashed by the caller.
 */
export function rateLimitKey(limit: keyof typeof RATE_LIMITS, ...parts: string[]): string {
  return [limit, ...parts].join(':').replaceAll('/', '_');
}

/**
 * The caller's address for a per-address limit: the right-most `X-Forwarded-For` entry, the one
 * the platform's front end appends for the connection it received (every entry to its left came
 * with the request and can be forged, so a caller could otherwise dodge its own limit or put
 * someone else's address over theirs); without the header, the socket's address.
 */
export function clientAddress(forwardedFor: string | undefined, socketAddress: string | undefined): string | undefined {
  const last = forwardedFor?.split(',').at(-1)?.trim();
  return last || socketAddress || undefined;
}

/** A source address as a counter key part: hashed (an address is personal data; IPv6 holds `:`). */
export function sourceKey(address: string | undefined): string {
  return createHash('sha256')
    .update(address || 'unknown')
    .digest('hex')
    .slice(0, 32);
}

/** The JSON answer and headers of a refused attempt: 429, and when to try again. */
export function tooManyAttempts(retryAfterMs: number): {
  status: 429;
  body: { error: string; retryAfterSeconds: number };
  headers: Record<string, string>;
} {
  const seconds = retryAfterSeconds(retryAfterMs);
  return {
    status: 429,
    body: { error: `Too many attempts with a wrong key; try again in ${seconds} s`, retryAfterSeconds: seconds },
    headers: { 'Retry-After': String(seconds) },
  };
}
