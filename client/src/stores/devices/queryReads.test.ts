import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceChanges } from '../../data/devices';
import type { DeviceQuery } from '../../data/deviceQueries';
import { OFFLINE_RETRY_MS, QueryReads } from './queryReads';

const PAGE: DeviceQuery = { kind: 'page', type: 'SENSOR', from: null, size: 50 };
const FOUND: DeviceQuery = { kind: 'serial', type: 'SENSOR', prefix: 'S-9', size: 20 };
const answer = (fromServer = true) => ({ changes: { upserted: [], removed: [], initial: true }, fromServer });
type Answer = ReturnType<typeof answer>;

describe('QueryReads', () => {
  let asked: { q: DeviceQuery; settle: (a: Answer | Error) => void }[];
  let taken: { holder: string; changes: DeviceChanges; fromServer: boolean }[];
  let failed: Error[];
  let reads: QueryReads;
  beforeEach(() => {
    vi.useFakeTimers();
    asked = [];
    taken = [];
    failed = [];
    reads = new QueryReads(
      (_systemId, q) =>
        new Promise((resolve, reject) =>
          asked.push({ q, settle: (a) => (a instanceof Error ? reject(a) : resolve(a)) }),
        ),
      'sys1',
      (holder, changes, fromServer) => taken.push({ holder, changes, fromServer }),
      (error) => failed.push(error),
    );
  });
  afterEach(() => vi.useRealTimers());

  it('hands each answer on with when its read began; a stopped read or one read again hands nothing on', async () => {
    vi.setSystemTime(1_000);
    const stopPage = reads.start(PAGE, 'page');
    reads.start(FOUND, 'found');
    vi.setSystemTime(2_000);
    reads.rereadAll((holder) => holder === 'page');
    expect(asked.map((a) => a.q)).toEqual([PAGE, FOUND, PAGE]);
    asked[0]!.settle(answer()); // the first read of the page, replaced
    asked[2]!.settle(answer());
    await vi.runAllTimersAsync();
    expect(taken).toEqual([{ holder: 'page', changes: { ...answer().changes, since: 2_000 }, fromServer: true }]);
    stopPage();
    reads.rereadAll();
    expect(asked.map((a) => a.q)).toEqual([PAGE, FOUND, PAGE, FOUND]); // the page is no longer read
    asked[1]!.settle(answer());
    reads.stopAll();
    asked[3]!.settle(answer());
    await vi.runAllTimersAsync();
    expect(taken.map((t) => t.holder)).toEqual(['page']);
  });

  it('reads again an answer from the cache only, and a read refused for want of the network; says other failures', async () => {
    reads.start(PAGE, 'page');
    asked[0]!.settle(answer(false));
    await vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MS - 1);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    asked[1]!.settle(Object.assign(new Error('offline'), { code: 'unavailable' }));
    await vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MS);
    expect(asked).toHaveLength(3);
    expect(failed).toEqual([]);
    asked[2]!.settle(Object.assign(new Error('refused'), { code: 'permission-denied' }));
    await vi.runAllTimersAsync();
    expect(failed.map((e) => e.message)).toEqual(['refused']);
    expect(asked).toHaveLength(3);
    expect(taken.map((t) => t.fromServer)).toEqual([false]);
  });
});
