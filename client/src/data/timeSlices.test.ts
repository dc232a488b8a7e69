import { describe, expect, it, vi } from 'vitest';
import { eachInSlices } from './timeSlices';

describe('eachInSlices', () => {
  it('visits every item in order, letting other tasks run once a slice has used its time', async () => {
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    const seen: string[] = [];
    setTimeout(() => seen.push('other task'), 0);
    await eachInSlices([1, 2, 3], 8, (n) => {
      seen.push(String(n));
      now += 5; // each item takes 5 ms: the slice is over after the second
    });
    clock.mockRestore();
    expect(seen).toEqual(['1', '2', 'other task', '3']);
  });

  it('stops once its signal is aborted', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    await eachInSlices(
      [1, 2, 3],
      8,
      (n) => {
        seen.push(n);
        if (n === 2) controller.abort();
      },
      controller.signal,
    );
    expect(seen).toEqual([1, 2]);
  });
});
