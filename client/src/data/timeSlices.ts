/** Resolves in a later task: the page can paint and answer input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `each` over `items` in slices of at most `sliceMs` of this machine's time a task, letting
 * the page run between them: a thousand devices decoded or compared in one task held the page up,
 * and Lighthouse counts four times a desktop's time and every task over 50 ms (docs/PERFORMANCE.md).
 * Stops early once `signal` is aborted.
 */
export async function eachInSlices<T>(
  items: Iterable<T>,
  sliceMs: number,
  each: (item: T) => void,
  signal?: AbortSignal,
): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    if (signal?.aborted) return;
    if (performance.now() - sliceStart > sliceMs) {
      await nextTask();
      sliceStart = performance.now();
    }
    each(item);
  }
}
