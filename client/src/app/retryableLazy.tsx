import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy whose failed load can be tried again: React keeps a lazy component's rejected
 * promise for good, so after a chunk failed to load (a dropped connection, a redeploy) `reset`
 * makes a fresh one that imports again. An ErrorBoundary's `onRetry` calls `reset`.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: ComponentType<P>; reset: () => void } {
  const holder: { lazy: LazyExoticComponent<ComponentType<P>> } = { lazy: lazy(load) };
  function Retryable(props: P) {
    const Lazy = holder.lazy;
    return <Lazy {...props} />;
  }
  return { Component: Retryable, reset: () => (holder.lazy = lazy(load)) };
}
