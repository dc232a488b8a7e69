import { useEffect, useState } from 'react';
import { readFailureReason } from './readFailure';
import type { Transport } from './transport';
import { useStores } from './StoreContext';

/**
 * What a screen-local read holds: the value once loaded, or the reason it could not be read. A
 * loaded single document whose value is undefined does not exist (see LoadState).
 */
export interface LiveValue<T> {
  value: T | undefined;
  loaded: boolean;
  error: string | null;
}

type Answer<T> = { ok: true; value: T } | { ok: false; error: string };

// The answer is kept with the inputs it was read for, so changed inputs read as "not loaded"
// until their own answer arrives (no stale value from the previous inputs).
function useKeyed<T>(deps: readonly unknown[]) {
  const key = JSON.stringify(deps);
  const [state, setState] = useState<{ key: string; answer: Answer<T> } | undefined>();
  const answer = state?.key === key ? state.answer : undefined;
  const current: LiveValue<T> = !answer
    ? { value: undefined, loaded: false, error: null }
    : answer.ok
      ? { value: answer.value, loaded: true, error: null }
      : { value: undefined, loaded: true, error: answer.error };
  return {
    key,
    current,
    set: (value: T) => setState({ key, answer: { ok: true, value } }),
    fail: (error: string) => setState({ key, answer: { ok: false, error } }),
  };
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

/**
 * "This document, live": subscribes to one document (value undefined while it does not exist)
 * for as long as the component shows; a failed listener turns into `error`, in the catalogue's
 * words (readFailureReason). Render the result with LoadState. `deps` restart it.
 */
export function useLiveDocument<T>(
  subscribe: (
    transport: Transport,
    onChange: (value: T | undefined) => void,
    onError: (error: Error) => void,
  ) => () => void,
  deps: readonly unknown[],
): LiveValue<T> {
  const { transport } = useStores();
  const { key, current, set, fail } = useKeyed<T | undefined>(deps);
  useEffect(
    () => subscribe(transport, set, (error) => fail(readFailureReason(error))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the inputs in deps (key)
    [transport, key],
  );
  return current as LiveValue<T>;
}

/**
 * Reads once from the data layer, tracked by the global progress bar; a failure turns into
 * `error`, in the catalogue's words (readFailureReason). `deps` read again.
 */
export function useRead<T>(read: (transport: Transport) => Promise<T>, deps: readonly unknown[]): LiveValue<T> {
  const { transport, ui } = useStores();
  const { key, current, set, fail } = useKeyed<T>(deps);
  useEffect(() => {
    let active = true;
    void ui.track(read(transport)).then(
      (value) => active && set(value),
      (error: unknown) => active && fail(readFailureReason(error)),
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the inputs in deps (key)
  }, [transport, ui, key]);
  return current;
}
