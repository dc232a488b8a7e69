import { Observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { LiveValue } from '../stores/useLive';

/**
 * The one way a screen shows something it reads: "Loading…" until the first answer, the error
 * when the read failed, `notFound` when a single document does not exist, else `children(value)`.
 * Lists always have a value once loaded (possibly empty), so they never show `notFound`.
 */
export function LoadState<T>({
  state,
  notFound = 'Not found.',
  loading = 'Loading…',
  children,
}: {
  state: Pick<LiveValue<T>, 'value' | 'loaded' | 'error'>;
  notFound?: ReactNode;
  loading?: string;
  children: (value: T) => ReactNode;
}) {
  if (state.error)
    return (
      <p className="notice error" role="alert">
        Could not load: {state.error}
      </p>
    );
  if (!state.loaded) return <p role="status">{loading}</p>;
  if (state.value === undefined)
    return (
      <p className="notice error" role="alert">
        {notFound}
      </p>
    );
  // Observer: what `children` reads from a store is followed here (a screen passes a callback that
  // reads observables, e.g. a store's devices, which the screen's own observer would not see).
  const value = state.value;
  return <Observer>{() => <>{children(value)}</>}</Observer>;
}
