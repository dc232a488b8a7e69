import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveDeviceWatch, SLICE_GAP_MS, SLICE_WAIT_MS, STARTS_PER_SLICE } from './liveDevices';

describe('LiveDeviceWatch', () => {
  let started: string[];
  let stopped: string[];
  let watch: LiveDeviceWatch;
  /** Each started listener's `heard`: the server answering it. */
  let answer: Map<string, () => void>;
  beforeEach(() => {
    vi.useFakeTimers();
    started = [];
    stopped = [];
    answer = new Map();
    watch = new LiveDeviceWatch((id, heard) => {
      started.push(id);
      answer.set(id, heard);
      return () => stopped.push(id);
    }, 5_000);
  });
  const answerAll = () => [...answer.values()].forEach((heard) => heard());
  afterEach(() => vi.useRealTimers());

  const ids = (n: number) => Array.from({ length: n }, (_, i) => `S-${i}`);

  it('starts listeners a slice at a time, in order, the first in a task after the one that asked, each next once the slice before was answered', () => {
    watch.hold(ids(15));
    expect(started).toEqual([]); // nothing within the asking task (often a long React commit)
    vi.advanceTimersByTime(0);
    expect(started).toEqual(ids(STARTS_PER_SLICE));
    vi.advanceTimersByTime(10 * SLICE_GAP_MS);
    expect(started).toEqual(ids(STARTS_PER_SLICE)); // not answered yet: their answers would come together
    ids(STARTS_PER_SLICE - 1).forEach((id) => answer.get(id)!());
    answer.get('S-0')!(); // an answer heard twice counts once
    vi.advanceTimersByTime(SLICE_GAP_MS);
    expect(started).toEqual(ids(STARTS_PER_SLICE));
    answer.get(`S-${STARTS_PER_SLICE - 1}`)!();
    vi.advanceTimersByTime(SLICE_GAP_MS - 1);
    expect(started).toEqual(ids(STARTS_PER_SLICE));
    vi.advanceTimersByTime(1);
    expect(started).toEqual(ids(2 * STARTS_PER_SLICE));
    answerAll();
    vi.advanceTimersByTime(SLICE_GAP_MS);
    expect(started).toEqual(ids(3 * STARTS_PER_SLICE));
    // The rest, a slice per answer (bounded: a broken queue fails the check below, not the run).
    for (let i = 0; i < 15 && started.length < 15; i++) {
      answerAll();
      vi.advanceTimersByTime(SLICE_GAP_MS);
    }
    expect(started).toEqual(ids(15));
    answerAll();
    vi.advanceTimersByTime(10 * SLICE_GAP_MS);
    expect(started).toHaveLength(15); // each once
  });

  it('starts the next slice after a while when the server does not answer (offline), and a late answer starts no extra one', () => {
    watch.hold(ids(3 * STARTS_PER_SLICE));
    vi.advanceTimersByTime(0);
    vi.advanceTimersByTime(SLICE_WAIT_MS - 1);
    expect(started).toEqual(ids(STARTS_PER_SLICE));
    vi.advanceTimersByTime(1);
    expect(started).toEqual(ids(2 * STARTS_PER_SLICE));
    ids(STARTS_PER_SLICE).forEach((id) => answer.get(id)!()); // the first slice, late
    vi.advanceTimersByTime(SLICE_GAP_MS);
    expect(started).toEqual(ids(2 * STARTS_PER_SLICE));
  });

  it('never starts a listener let go (past its grace period) before its turn, and stops only started ones', () => {
    const release = watch.hold(ids(STARTS_PER_SLICE + 2));
    release();
    vi.advanceTimersByTime(0);
    answerAll();
    vi.advanceTimersByTime(5_000);
    expect(started).toEqual(ids(STARTS_PER_SLICE + 2)); // the queued two started within the grace period
    expect(stopped).toEqual(ids(STARTS_PER_SLICE + 2));
    expect(watch.size).toBe(0);

    watch.hold(ids(STARTS_PER_SLICE + 3));
    vi.advanceTimersByTime(0);
    watch.stopAll();
    vi.advanceTimersByTime(10 * SLICE_GAP_MS);
    expect(started).toHaveLength(2 * STARTS_PER_SLICE + 2);
    expect(stopped).toHaveLength(2 * STARTS_PER_SLICE + 2);
  });

  it('keeps one listener per id however many hold it, until the last lets go and the grace period ends', () => {
    const a = watch.hold(['S-1']);
    const b = watch.hold(['S-1']);
    a();
    vi.advanceTimersByTime(10_000);
    expect(stopped).toEqual([]);
    b();
    vi.advanceTimersByTime(4_999);
    expect(stopped).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(stopped).toEqual(['S-1']);
    expect(started).toEqual(['S-1']);
  });
});
