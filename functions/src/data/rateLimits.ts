import type { RateCounter, RateDecision } from '../domain/rateLimit.js';
import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { paths } from './paths.js';

/** A stored counter, or undefined when there is none (or it is malformed: counted afresh). */
function counterOf(data: Record<string, unknown> | undefined): RateCounter | undefined {
  const { windowStart, count } = data ?? {};
  return typeof windowStart === 'number' && typeof count === 'number' ? { windowStart, count } : undefined;
}

/**
 * Counts an attempt against the counter `key` in a transaction: `decide` (domain/rateLimit.ts
 * countAttempt, with its policy and the time) says from the counter as read whether it is
 * allowed and what to store; a refused attempt writes nothing. `expiresAt` lets a TTL policy
 * remove old counters.
 */
export async function spendRateLimit(
  key: string,
  decide: (counter: RateCounter | undefined) => RateDecision,
): Promise<RateDecision> {
  const ref = db().doc(paths.rateLimit(key));
  return runTransaction(async (tx) => {
    const decision = decide(counterOf((await tx.get(ref)).data()));
    if (decision.allowed) tx.set(ref, decision.next);
    return decision;
  });
}

/** The counter `key` as stored (for a check that does not count). */
export async function readRateLimit(key: string): Promise<RateCounter | undefined> {
  return counterOf((await db().doc(paths.rateLimit(key)).get()).data());
}
