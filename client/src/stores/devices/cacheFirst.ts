import type { CachedDevices } from '../../data/deviceCache';

/** The longest the server's list waits for the cached one to show (ms). */
const LIST_WAIT_MS = 1_000;

/**
 * Reads the locally cached devices and has `show` put them on screen (it calls its `shown` once
 * they are); returns a promise that settles then, at once when there is nothing (wanted) to show,
 * and after LIST_WAIT_MS at the latest, and the stop of that timer. DeviceStore asks for the
 * server's list once it settles: the list's answer is large (a thousand devices are megabytes of
 * the REST API's JSON), and on a slow network it would compete with the first screen's own
 * requests; the rows on screen are live through their own listeners meanwhile
 * (docs/FIRST_LOAD.md).
 */
export function showCachedFirst(
  read: () => Promise<CachedDevices | undefined>,
  wanted: () => boolean,
  show: (cached: CachedDevices, shown: () => void) => void,
): { shown: Promise<void>; stop: () => void } {
  let settle!: () => void;
  const shown = new Promise<void>((resolve) => (settle = resolve));
  const timer = setTimeout(settle, LIST_WAIT_MS);
  read().then(
    (cached) => (cached && wanted() ? show(cached, settle) : settle()),
    () => settle(),
  );
  return { shown, stop: () => clearTimeout(timer) };
}
