import { DEAD_LETTER_TOPIC, SAMPLES_TOPIC, STORE_MAX_ATTEMPTS, type SamplesMessage } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The store itself and the data layer faked: what happens to a batch that fails.
let storeError: Error | undefined;
const published: { topic: string; message: unknown }[] = [];
const saved: { systemId: string; id: string; doc: Record<string, unknown> }[] = [];
vi.mock('./storeSamples.js', () => ({
  storeSampleBatch: vi.fn(async () => {
    if (storeError) throw storeError;
  }),
}));
vi.mock('../data/pubsub.js', () => ({
  publishJson: vi.fn(async (topic: string, message: unknown) => {
    published.push({ topic, message });
    return 'id';
  }),
}));
vi.mock('../data/failedBatches.js', () => ({
  saveFailedBatch: vi.fn(async (systemId: string, id: string, doc: Record<string, unknown>) => {
    if (saved.some((s) => s.id === id)) return false;
    saved.push({ systemId, id, doc });
    return true;
  }),
}));
const { keepFailedBatch, storeOrGiveUp } = await import('./storeFailures.js');

const NOW = Date.UTC(2026, 5, 1);
const batch: SamplesMessage = {
  gatewaySn: 'GW-1',
  systemId: 'sys',
  receivedAt: NOW - 1_000,
  samples: [{ sn: 'S-1', time: NOW - 2_000, rawValues: [1] }],
};

beforeEach(() => {
  storeError = undefined;
  published.length = 0;
  saved.length = 0;
});

describe('storeOrGiveUp (store and data layer faked)', () => {
  it('publishes nothing when the batch is stored', async () => {
    await storeOrGiveUp(batch, NOW);
    expect(published).toEqual([]);
  });

  it('republishes a failed batch with its attempt counted until the last take, then dead-letters it', async () => {
    storeError = new Error('too much contention');
    let message: SamplesMessage = batch;
    for (let take = 1; take < STORE_MAX_ATTEMPTS; take++) {
      await storeOrGiveUp(message, NOW);
      expect(published.at(-1)).toEqual({ topic: SAMPLES_TOPIC, message: { ...batch, attempt: take } });
      message = published.at(-1)!.message as SamplesMessage;
    }
    await storeOrGiveUp(message, NOW);
    expect(published.at(-1)).toMatchObject({
      topic: DEAD_LETTER_TOPIC,
      message: { attempts: STORE_MAX_ATTEMPTS, reason: expect.stringContaining('too much contention') },
    });
    expect(published).toHaveLength(STORE_MAX_ATTEMPTS);
  });

  it('keeps a dead letter once, however often it is delivered', async () => {
    const dead = { batch, reason: 'r', attempts: 5, failedAt: NOW };
    expect(await keepFailedBatch(dead)).toBe(true);
    expect(await keepFailedBatch(dead)).toBe(false);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ systemId: 'sys', doc: { gatewaySn: 'GW-1', sampleCount: 1 } });
  });
});
