/**
 * Wraps the functions of a module that is loaded on first use (a dynamic import), keeping their
 * types: calls that return a promise wait for the module; `watch…` calls return their unsubscribe
 * at once and start listening when the module has loaded (unless unsubscribed before). Listeners
 * asked for while it loaded start one per task: started together, the first screen's listeners
 * (systems, invitations, profile, events…) and the SDK's own start made one long task
 * (docs/FIRST_LOAD.md). `start`, when given, runs once the module has loaded, in a task before
 * theirs.
 */
export function deferredModule<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  { start }: { start?: (m: M) => void } = {},
) {
  let loading: Promise<M> | undefined;
  let loaded = false;
  const module = () => {
    loading ??= load().then(
      (m) => {
        loaded = true;
        // The module's own start-up (e.g. the SDK's client) first, in a task of its own.
        if (start)
          startInTurn(false, () => {
            start(m);
            return true;
          });
        return m;
      },
      (error: unknown) => {
        loading = undefined; // a later call tries again (e.g. back online)
        throw error;
      },
    );
    return loading;
  };
  /** Starts that wait for their task; each says whether it started (not unsubscribed meanwhile). */
  const waiting: (() => boolean)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const startNext = () => {
    timer = undefined;
    while (waiting.length > 0 && !waiting.shift()!()) continue;
    if (waiting.length > 0) timer = setTimeout(startNext, 0);
  };
  /** Runs `start` now when the module was there at the call, else in a task of its own in turn. */
  const startInTurn = (wasLoaded: boolean, start: () => boolean) => {
    if (wasLoaded) return void start();
    waiting.push(start);
    timer ??= setTimeout(startNext, 0);
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
        const wasLoaded = loaded;
        module().then(
          (m) =>
            startInTurn(wasLoaded, () => {
              if (stopped) return false;
              stop = (m[key] as Fn)(...args) as () => void;
              return true;
            }),
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
