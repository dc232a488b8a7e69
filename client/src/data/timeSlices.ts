/** Resolves in a later task: the page can paint and answer input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A clock for work cut into slices: `overdue()` says the current slice has taken `sliceMs` of
 * this machine's time, `pause()` lets the page run (a later task) and starts the next slice.
 * Lighthouse counts four times a desktop's time and every task over 50 ms (docs/FIRST_LOAD.md).
 */
export function sliceClock(sliceMs: number): { overdue: () => boolean; pause: () => Promise<void> } {
  let sliceStart = performance.now();
  return {
    overdue: () => performance.now() - sliceStart > sliceMs,
    async pause() {
      await nextTask();
      sliceStart = performance.now();
    },
  };
}

/**
 * Runs `each` over `items` in slices of at most `sliceMs` a task, letting the page run between
 * them: a thousand devices decoded or compared in one task held the page up. Stops early once
 * `signal` is aborted.
 */
export async function eachInSlices<T>(
  items: Iterable<T>,
  sliceMs: number,
  each: (item: T) => void,
  signal?: AbortSignal,
): Promise<void> {
  const clock = sliceClock(sliceMs);
  for (const item of items) {
    if (signal?.aborted) return;
    if (clock.overdue()) await clock.pause();
    each(item);
  }
}
