import { useEffect, useState } from 'react';
import type { Transport } from './transport';
import { useStores } from './StoreContext';

/** What a screen-local read holds: the value once loaded. */
export interface LiveValue<T> {
  value: T | undefined;
  loaded: boolean;
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
  const [state, setState] = useState<LiveValue<T>>({ value: undefined, loaded: false });
  useEffect(() => {
    setState({ value: undefined, loaded: false });
    return subscribe(transport, (value) => setState({ value, loaded: true }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the inputs in deps
  }, [transport, ...deps]);
  return state;
}

/** Reads once from the data layer, tracked by the global progress bar. `deps` read again. */
export function useRead<T>(read: (transport: Transport) => Promise<T>, deps: readonly unknown[]): LiveValue<T> {
  const { transport, ui } = useStores();
  const [state, setState] = useState<LiveValue<T>>({ value: undefined, loaded: false });
  useEffect(() => {
    let current = true;
    setState({ value: undefined, loaded: false });
    void ui.track(read(transport)).then((value) => current && setState({ value, loaded: true }));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the inputs in deps
  }, [transport, ...deps]);
  return state;
}
