import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The log faked (it records each retry); the clock faked, so the backoff is checked without waiting it out.
const warned: { message: string; error: unknown }[] = [];
vi.mock('firebase-functions/v2', () => ({
  logger: {
    warn: vi.fn((message: string, fields: { error: unknown }) => warned.push({ message, error: fields.error })),
  },
}));
const { withRetries } = await import('./retry.js');

/** A step that fails `failures` times (with `error`), then returns 'done'. */
function flaky(failures: number, error: unknown = new Error('contention')) {
  let calls = 0;
  return vi.fn(async () => {
    calls++;
    if (calls <= failures) throw error;
    return 'done';
  });
}

beforeEach(() => {
  warned.length = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('withRetries', () => {
  it('returns what the step returns, running it once when it succeeds', async () => {
    const step = flaky(0);
    await expect(withRetries('store', step)).resolves.toBe('done');
    expect(step).toHaveBeenCalledTimes(1);
    expect(warned).toEqual([]);
  });

  it('runs a failing step again until it succeeds, logging each failure', async () => {
    const step = flaky(2, 'not an Error');
    const run = withRetries('samples of sys/S-1', step);
    await vi.runAllTimersAsync();
    await expect(run).resolves.toBe('done');
    expect(step).toHaveBeenCalledTimes(3);
    expect(warned).toEqual([
      { message: 'samples of sys/S-1: attempt 1 failed, retrying', error: 'not an Error' },
      { message: 'samples of sys/S-1: attempt 2 failed, retrying', error: 'not an Error' },
    ]);
  });

  it('throws the error once the attempts are used up, without waiting after the last', async () => {
    const step = flaky(Infinity, new Error('still contended'));
    const run = withRetries('store', step, 3).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await run).toEqual(new Error('still contended'));
    expect(step).toHaveBeenCalledTimes(3);
    expect(warned.map((w) => w.error)).toEqual(['still contended', 'still contended']);
  });

  it('waits twice as long after each failure (200 ms first), capped at 8 s, jittered by half either way', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // jitter ×1
    const step = flaky(Infinity);
    const run = withRetries('store', step, 8).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(step).toHaveBeenCalledTimes(1);
    for (const [i, delay] of [200, 400, 800, 1600, 3200, 6400, 8000].entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(step).toHaveBeenCalledTimes(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(step).toHaveBeenCalledTimes(i + 2);
    }
    await run;

    vi.spyOn(Math, 'random').mockReturnValue(0); // jitter ×0.5: the shortest wait
    const quick = flaky(1);
    const again = withRetries('store', quick);
    await vi.advanceTimersByTimeAsync(99);
    expect(quick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(again).resolves.toBe('done');
  });
});
