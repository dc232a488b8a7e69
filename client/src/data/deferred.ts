/**
 * Wraps the functions of a module that is loaded on first use (a dynamic import), keeping their
 * types: calls that return a promise wait for the module; `watch…` calls return their unsubscribe
 * at once and start listening when the module has loaded (unless unsubscribed before).
 */
export function deferredModule<M extends Record<string, unknown>>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  const module = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a later call tries again (e.g. back online)
      throw error;
    });
    return loading;
  };
  type Fn = (...args: unknown[]) => unknown;
  return {
    /** Starts loading the module now (e.g. right after the first paint). */
    preload(): void {
      void module().catch((error: unknown) => console.error('loading the data layer failed', error));
    },
    /** A function that returns a promise. */
    call<K extends keyof M>(key: K): M[K] {
      return ((...args: unknown[]) => module().then((m) => (m[key] as Fn)(...args))) as M[K];
    },
    /** A function that subscribes and returns its unsubscribe. */
    watch<K extends keyof M>(key: K): M[K] {
      return ((...args: unknown[]) => {
        let stop: (() => void) | undefined;
        let stopped = false;
        module().then(
          (m) => {
            if (!stopped) stop = (m[key] as Fn)(...args) as () => void;
          },
          (error: unknown) => console.error(`listener ${String(key)} could not start`, error),
        );
        return () => {
          stopped = true;
          stop?.();
        };
      }) as M[K];
    },
  };
}
