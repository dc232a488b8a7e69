import { spendRateLimit } from '../data/rateLimits.js';
import { refused, type Outcome } from '../domain/outcome.js';
import { RATE_LIMITS, countAttempt, rateLimitKey, retryAfterSeconds } from '../domain/rateLimit.js';

/** Callables limited per caller (docs/THREAT_MODEL.md, "Rate limits"): the ones that look something up. */
export type CallerLimit = 'claimDevice';

/**
 * Runs a callable's workflow if the caller `uid` has allowance left for it (counted in
 * Firestore at `nowMs`, so every instance counts into the same counter); refuses with
 * 'resource-exhausted' and when to try again otherwise, without running it.
 */
export async function withCallerLimit<T>(
  limit: CallerLimit,
  uid: string,
  nowMs: number,
  run: () => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  const attempt = await spendRateLimit(rateLimitKey(limit, uid), (c) => countAttempt(c, RATE_LIMITS[limit], nowMs));
  if (!attempt.allowed) {
    const wait = retryAfterSeconds(attempt.retryAfterMs);
    return refused('resource-exhausted', `Too many attempts; try again in ${wait} s`);
  }
  return run();
}
