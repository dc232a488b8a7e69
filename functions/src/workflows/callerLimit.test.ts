import { beforeEach, describe, expect, it, vi } from 'vitest';
import { done } from '../domain/outcome.js';
import type { RateCounter, RateDecision } from '../domain/rateLimit.js';

// The data layer faked: the rate-limit counters as stored, by key (the planner passed in decides).
const counters = new Map<string, RateCounter>();
vi.mock('../data/rateLimits.js', () => ({
  spendRateLimit: vi.fn(async (key: string, decide: (c: RateCounter | undefined) => RateDecision) => {
    const decision = decide(counters.get(key));
    if (decision.allowed) counters.set(key, decision.next);
    return decision;
  }),
}));
const { withCallerLimit } = await import('./callerLimit.js');

const T = 1_800_000_000_000;
let runs = 0;
const run = async () => {
  runs++;
  return done('claimed');
};

beforeEach(() => {
  counters.clear();
  runs = 0;
});

describe('withCallerLimit (data layer faked)', () => {
  it('lets a caller claim 20 times in 10 minutes, then refuses without looking anything up', async () => {
    for (let i = 0; i < 20; i++)
      expect(await withCallerLimit('claimDevice', 'u-1', T + i, run)).toEqual(done('claimed'));
    expect(await withCallerLimit('claimDevice', 'u-1', T + 60_000, run)).toEqual({
      ok: false,
      code: 'resource-exhausted',
      message: 'Too many attempts; try again in 540 s',
    });
    expect(runs).toBe(20);
    // Each caller has their own allowance; the window ends.
    expect(await withCallerLimit('claimDevice', 'u-2', T + 60_000, run)).toMatchObject({ ok: true });
    expect(await withCallerLimit('claimDevice', 'u-1', T + 600_000, run)).toMatchObject({ ok: true });
  });
});
