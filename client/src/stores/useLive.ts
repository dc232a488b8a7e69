import { useEffect, useState } from 'react';
import type { Transport } from './transport';
import { useStores } from './StoreContext';

/** What a screen-local read holds: the value once loaded. */
export interface LiveValue<T> {
  value: T | undefined;
  loaded: boolean;
}

// The value is kept with the inputs it was read for, so changed inputs read as "not loaded"
// until their own answer arrives (no stale value from the previous inputs).
function useKeyed<T>(deps: readonly unknown[]) {
  const key = JSON.stringify(deps);
  const [state, setState] = useState<{ key: string; value: T } | undefined>();
  const current: LiveValue<T> =
    state?.key === key ? { value: state.value, loaded: true } : { value: undefined, loaded: false };
  return { key, current, set: (value: T) => setState({ key, value }) };
}

/**
 * Subscribes to a live list from the data layer for as long as the component shows (the
 * listener is the component's, so it ends with it). `deps` restart it.
 */
export function useLive<T>(
  subscribe: (transport: Transport, onChange: (value: T) => void) => () => void,
  deps: readonly unknown[],
): LiveValue<T> {
  const { transport } = useStores();
  const { key, current, set } = useKeyed<T>(deps);
  useEffect(
    () => subscribe(transport, set),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the inputs in deps (key)
    [transport, key],
  );
  return current;
}

/** Reads once from the data layer, tracked by the global progress bar. `deps` read again. */
export function useRead<T>(read: (transport: Transport) => Promise<T>, deps: readonly unknown[]): LiveValue<T> {
  const { transport, ui } = useStores();
  const { key, current, set } = useKeyed<T>(deps);
  useEffect(() => {
    let active = true;
    void ui.track(read(transport)).then((value) => active && set(value));
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the inputs in deps (key)
  }, [transport, ui, key]);
  return current;
}
