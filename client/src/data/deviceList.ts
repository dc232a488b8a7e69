import type { DeviceChanges } from './devices';
import { RestError, type IdRange } from './firestoreRest';
import { readDevicesInWorker } from './deviceWorker';

// The read of a system's whole device list, without the Firestore SDK: a chunk of its own with
// the local device cache (deviceListApi.ts), so that opening a system asks the server for its
// list as soon as the page needs it, not once the SDK's chunk has loaded (docs/FIRST_LOAD.md).
// The requests, their answers and the devices' decoding run in a worker (deviceList.worker.ts);
// what is here decides when to ask and when to ask again.

/**
 * Reads a system's devices once, through the REST API (docs/LARGE_SYSTEMS.md: the SDK's cost of
 * taking in a thousand documents), as an `initial` change with `since` = when the read began.
 * The open device table keeps the devices it shows live with `watchDevice`; a listener on the
 * whole collection would also be sent every device of the system again, by the emulator, on each
 * write to one of them. Unreachable (offline): tried again with backoff, and at once when the
 * browser is back online; so is a busy server's answer (429, 5xx). The first request waits for
 * `after`, when given (the store's cached list on screen). `splitAt` gives ids (in the order the
 * server sorts them) at which the list is cut into ranges, each read by a request of its own
 * (a few at a time: deviceListRead.ts); the list is delivered whole once every range has come.
 * With `cacheList`, the list as read replaces the system's locally cached devices before it is
 * delivered (`cached` in its changes), off the page's main thread. Returns the stop.
 */
export function readDeviceList(
  systemId: string,
  onChange: (changes: DeviceChanges, fromServer: boolean) => void,
  onError: (error: Error) => void,
  after?: Promise<void>,
  splitAt: () => readonly string[] = () => [],
  cacheList = false,
): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let backoffMs = 1_000;
  const attempt = () => {
    timer = undefined;
    const since = Date.now();
    const path = `system/${systemId}/devices`;
    readDevicesInWorker(path, rangesAt(splitAt()), controller.signal, cacheList ? systemId : undefined).then(
      (upserted) => {
        if (controller.signal.aborted) return;
        onChange({ upserted, removed: [], initial: true, since, ...(cacheList && { cached: true }) }, true);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof RestError && error.transient) {
          timer = setTimeout(attempt, backoffMs);
          backoffMs = Math.min(backoffMs * 2, 30_000);
          return;
        }
        onError(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };
  const backOnline = () => {
    if (timer === undefined) return; // not waiting for the network
    clearTimeout(timer);
    backoffMs = 1_000;
    attempt();
  };
  window.addEventListener('online', backOnline);
  if (after) void after.then(() => controller.signal.aborted || attempt());
  else attempt();
  return () => {
    controller.abort();
    clearTimeout(timer);
    window.removeEventListener('online', backOnline);
  };
}

/** The ranges that ids `splits` (sorted) cut the whole id space into. */
function rangesAt(splits: readonly string[]): IdRange[] {
  return [undefined, ...splits].map((from, i) => ({ from, before: splits[i] }));
}
