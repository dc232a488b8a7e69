/**
 * Runs `then` in a task after the next frame, i.e. once what the current task rendered has been
 * painted (at once, in a task of its own, where there are no frames: tests, a worker).
 */
export function afterNextFrame(then: () => void): void {
  if (typeof requestAnimationFrame !== 'function') return void setTimeout(then, 0);
  requestAnimationFrame(() => setTimeout(then, 0));
}
