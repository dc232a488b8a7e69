import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, clientAddress, countAttempt, limitedFor, rateLimitKey, retryAfterSeconds } from './rateLimit.js';

const policy = { limit: 3, windowMs: 60_000 };
const T = 1_000_000;

describe('countAttempt: a fixed window per key, time an input', () => {
  it('allows `limit` attempts in a window, then refuses until the window ends', () => {
    let counter;
    for (let i = 0; i < 3; i++) {
      const d = countAttempt(counter, policy, T + i * 1000);
      expect(d.allowed).toBe(true);
      counter = d.allowed ? d.next : counter;
    }
    expect(counter).toEqual({ windowStart: T, count: 3, expiresAt: T + 60_000 });
    expect(countAttempt(counter, policy, T + 10_000)).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(countAttempt(counter, policy, T + 60_000)).toEqual({
      allowed: true,
      next: { windowStart: T + 60_000, count: 1, expiresAt: T + 120_000 },
    });
  });

  it('starts afresh from a counter in the future (a clock that went back) or none', () => {
    expect(countAttempt({ windowStart: T + 5_000, count: 9 }, policy, T)).toMatchObject({ allowed: true });
    expect(countAttempt(undefined, policy, T)).toMatchObject({ allowed: true, next: { count: 1 } });
  });

  it('limitedFor tells a limited key without counting', () => {
    expect(limitedFor({ windowStart: T, count: 3 }, policy, T + 1_000)).toBe(59_000);
    expect(limitedFor({ windowStart: T, count: 2 }, policy, T + 1_000)).toBeUndefined();
    expect(limitedFor({ windowStart: T, count: 3 }, policy, T + 60_000)).toBeUndefined();
  });

  it('a test send is one per channel a minute; a cell lookup one per gateway an hour', () => {
    const first = countAttempt(undefined, RATE_LIMITS.testSend, T);
    expect(first.allowed).toBe(true);
    const next = first.allowed ? first.next : undefined;
    expect(countAttempt(next, RATE_LIMITS.testSend, T + 59_000)).toEqual({ allowed: false, retryAfterMs: 1_000 });
    const lookup = countAttempt(undefined, RATE_LIMITS.geolocation, T);
    const after = lookup.allowed ? lookup.next : undefined;
    expect(countAttempt(after, RATE_LIMITS.geolocation, T + 3_599_000).allowed).toBe(false);
    expect(countAttempt(after, RATE_LIMITS.geolocation, T + 3_600_000).allowed).toBe(true);
  });

  it('Retry-After is whole seconds, at least one; keys hold no slash', () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(59_001)).toBe(60);
    expect(rateLimitKey('ingestWrongKey', 'GW-1')).toBe('ingestWrongKey:GW-1');
    expect(rateLimitKey('testSend', 'a/b', 'c')).toBe('testSend:a_b:c');
  });

  it('takes the address the front end appended, never one the caller wrote to its left', () => {
    expect(clientAddress('198.51.100.9, 203.0.113.7', '10.0.0.1')).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '10.0.0.1')).toBe('203.0.113.7');
    expect(clientAddress(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress(' , ', undefined)).toBeUndefined();
  });
});
