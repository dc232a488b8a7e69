import { describe, expect, it } from 'vitest';
import { SAMPLES_PER_COMMIT, fitsOneCommit, planSampleCommits, sampleChunks } from './sampleCommits.js';

const DAY = 86_400_000;
const at = (...times: number[]) => times.map((time) => ({ time }));
const times = (chunks: { time: number }[][]) => chunks.map((c) => c.map((s) => s.time));

describe('planSampleCommits', () => {
  it('keeps a batch that fits one commit whole, in time order, with nothing before it', () => {
    expect(planSampleCommits(at(3, 1, 2))).toEqual({ older: [], newest: at(1, 2, 3) });
    expect(planSampleCommits([])).toEqual({ older: [], newest: [] });
    const full = planSampleCommits(at(...Array.from({ length: SAMPLES_PER_COMMIT }, (_, i) => i)));
    expect(full.older).toEqual([]);
    expect(full.newest).toHaveLength(SAMPLES_PER_COMMIT);
  });

  it('puts the newest samples (the newest one among them) with the device, the older ones before in full commits, oldest first', () => {
    const plan = planSampleCommits(at(7, 1, 5, 2, 6, 3, 4), 3);
    expect(plan.newest).toEqual(at(5, 6, 7));
    expect(times(plan.older)).toEqual([[1, 2, 3], [4]]);
  });

  it('stores every sample once, in at most the commit size each', () => {
    const n = 2 * SAMPLES_PER_COMMIT + 17;
    const plan = planSampleCommits(at(...Array.from({ length: n }, (_, i) => n - i)));
    const all = [...plan.older.flat(), ...plan.newest].map((s) => s.time);
    expect(all).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect([...plan.older, plan.newest].every((c) => c.length <= SAMPLES_PER_COMMIT)).toBe(true);
    expect(plan.newest.at(-1)?.time).toBe(n);
  });
});

describe('sampleChunks', () => {
  it('cuts samples into runs of the commit size, in their order', () => {
    expect(times(sampleChunks(at(1, 2, 3, 4, 5), 2))).toEqual([[1, 2], [3, 4], [5]]);
    expect(sampleChunks([])).toEqual([]);
  });
});

describe('fitsOneCommit', () => {
  it('only when every day changed was read and the samples fit one commit', () => {
    expect(fitsOneCommit(at(DAY + 1, DAY + 2), new Set(['1970-01-02']))).toBe(true);
    expect(fitsOneCommit(at(1, DAY + 1), new Set(['1970-01-02']))).toBe(false);
    expect(fitsOneCommit([], new Set())).toBe(true);
    const tooMany = at(...Array.from({ length: SAMPLES_PER_COMMIT + 1 }, (_, i) => DAY + i));
    expect(fitsOneCommit(tooMany, new Set(['1970-01-02']))).toBe(false);
  });
});
