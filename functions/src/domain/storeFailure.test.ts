import { DeadLetterMessageSchema, STORE_MAX_ATTEMPTS, type SamplesMessage } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import {
  failedBatchDocument,
  failedBatchId,
  failureReason,
  planExpired,
  planStoreFailure,
  STORE_MAX_AGE_MS,
} from './storeFailure.js';

const NOW = Date.UTC(2026, 5, 1);
const batch = (over: Partial<SamplesMessage> = {}): SamplesMessage => ({
  gatewaySn: 'GW-1',
  systemId: 'sys',
  receivedAt: NOW - 60_000,
  samples: [
    { sn: 'S-2', time: NOW - 70_000, rawValues: [1] },
    { sn: 'S-1', time: NOW - 70_000, rawValues: [2] },
    { sn: 'S-2', time: NOW - 65_000, rawValues: [3] },
  ],
  ...over,
});

describe('planStoreFailure', () => {
  it('takes a failed batch again with its attempt counted, up to STORE_MAX_ATTEMPTS takes', () => {
    expect(planStoreFailure(batch(), new Error('contention'), NOW)).toEqual({
      act: 'requeue',
      message: { ...batch(), attempt: 1 },
    });
    expect(planStoreFailure(batch({ attempt: STORE_MAX_ATTEMPTS - 2 }), new Error('x'), NOW).act).toBe('requeue');
  });

  it('gives the batch up to the dead-letter topic on its last take, saying why', () => {
    const plan = planStoreFailure(
      batch({ attempt: STORE_MAX_ATTEMPTS - 1 }),
      new Error('deadline exceeded\n  at x.js:1'),
      NOW,
    );
    expect(plan).toEqual({
      act: 'deadLetter',
      message: {
        batch: batch({ attempt: STORE_MAX_ATTEMPTS - 1 }),
        reason: `not stored after ${STORE_MAX_ATTEMPTS} attempts: deadline exceeded`,
        attempts: STORE_MAX_ATTEMPTS,
        failedAt: NOW,
      },
    });
  });

  it('gives up a batch older than the longest wait at its first failure', () => {
    const old = batch({ receivedAt: NOW - STORE_MAX_AGE_MS - 3_600_000 });
    const plan = planStoreFailure(old, 'boom', NOW);
    expect(plan.act).toBe('deadLetter');
    expect(plan.act === 'deadLetter' && plan.message.reason).toBe('still not stored 25 h after it was accepted: boom');
  });
});

describe('planExpired', () => {
  it('gives up, untried, a batch accepted more than a day ago; a younger one is tried', () => {
    expect(planExpired(batch(), NOW)).toBeNull();
    const old = batch({ receivedAt: NOW - STORE_MAX_AGE_MS - 1 });
    expect(planExpired(old, NOW)).toMatchObject({ batch: old, attempts: 0, failedAt: NOW });
    // What goes on the dead-letter topic is what storeDeadLetter accepts.
    expect(DeadLetterMessageSchema.safeParse(planExpired(old, NOW)).success).toBe(true);
    const given = planStoreFailure(batch({ attempt: STORE_MAX_ATTEMPTS - 1 }), 'x', NOW);
    expect(given.act === 'deadLetter' && DeadLetterMessageSchema.safeParse(given.message).success).toBe(true);
  });
});

describe('the kept batch', () => {
  it('has one id per accepted batch, whatever its attempt', () => {
    expect(failedBatchId(batch())).toBe(failedBatchId(batch({ attempt: 3 })));
    expect(failedBatchId(batch())).not.toBe(failedBatchId(batch({ receivedAt: NOW })));
  });

  it('lists its sensors once, sorted, and counts its samples', () => {
    const doc = failedBatchDocument({ batch: batch(), reason: 'r', attempts: 5, failedAt: NOW });
    expect(doc).toMatchObject({ gatewaySn: 'GW-1', sampleCount: 3, sensors: ['S-1', 'S-2'], attempts: 5 });
  });

  it('shows an error in one bounded line, without a stack', () => {
    expect(failureReason(new Error('a\n    at /srv/x.js:1:2'))).toBe('a');
    expect(failureReason('x'.repeat(400))).toHaveLength(298);
  });
});
