import { DeviceSchema, loadDocument } from '@neuron/shared';
import type { DeviceChanges, LoadedDevice } from './devices';
import { listCollection, RestError, type IdRange } from './firestoreRest';
import { fromRestFields, restDocumentId, type RestDocument } from './restValues';
import { eachInSlices } from './timeSlices';

// The read of a system's whole device list, without the Firestore SDK: a chunk of its own with
// the local device cache (deviceListApi.ts), so that opening a system asks the server for its
// list as soon as the page needs it, not once the SDK's chunk has loaded (docs/PERFORMANCE.md).

/**
 * Reads a system's devices once, through the REST API (docs/PERFORMANCE.md: the SDK's cost of
 * taking in a thousand documents), as an `initial` change with `since` = when the read began.
 * The open device table keeps the devices it shows live with `watchDevice`; a listener on the
 * whole collection would also be sent every device of the system again, by the emulator, on each
 * write to one of them. Unreachable (offline): tried again with backoff, and at once when the
 * browser is back online; so is a busy server's answer (429, 5xx). The first request waits for
 * `after`, when given (the store's cached list on screen). `splitAt` gives ids (in the order the
 * server sorts them) at which the list is cut into ranges, each read by a request of its own
 * (READS_AT_ONCE at a time); the list is delivered whole once every range has come. Returns the stop.
 */
export function readDeviceList(
  systemId: string,
  onChange: (changes: DeviceChanges, fromServer: boolean) => void,
  onError: (error: Error) => void,
  after?: Promise<void>,
  splitAt: () => readonly string[] = () => [],
): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let backoffMs = 1_000;
  const attempt = () => {
    timer = undefined;
    const since = Date.now();
    readRanges(`system/${systemId}/devices`, rangesAt(splitAt()), controller.signal)
      .then((docs) => decodeDevices(docs, controller.signal))
      .then(
        (upserted) => {
          if (controller.signal.aborted) return;
          onChange({ upserted, removed: [], initial: true, since }, true);
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

/**
 * Range requests of a list read in flight at once. The browser opens at most six connections to
 * a server over HTTP/1.1 (the emulator's), and the rows' own listeners share them. On the
 * emulator two at a time took the list about half a second longer to come than one request for
 * all of it; six, about as long as that.
 */
const READS_AT_ONCE = 4;

/** The ranges that ids `splits` (sorted) cut the whole id space into. */
function rangesAt(splits: readonly string[]): IdRange[] {
  return [undefined, ...splits].map((from, i) => ({ from, before: splits[i] }));
}

/** The documents of every range, READS_AT_ONCE requests at a time, in the ranges' order. */
async function readRanges(path: string, ranges: readonly IdRange[], signal: AbortSignal): Promise<RestDocument[]> {
  const read: RestDocument[][] = [];
  let next = 0;
  let failed = false; // one range failed: the read is tried again whole, so the others stop
  const worker = async () => {
    while (next < ranges.length && !signal.aborted && !failed) {
      const i = next++;
      read[i] = await listCollection(path, signal, ranges[i]).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, ranges.length) }, worker));
  return read.flat();
}

/** How long one task decodes devices before it lets the page run (ms; timeSlices.ts). */
const DECODE_SLICE_MS = 8;

/** The devices of a REST list, decoded and checked a slice per task; malformed ones are skipped. */
async function decodeDevices(docs: readonly RestDocument[], signal: AbortSignal): Promise<LoadedDevice[]> {
  const devices: LoadedDevice[] = [];
  await eachInSlices(
    docs,
    DECODE_SLICE_MS,
    (d) => {
      const loaded = loadDocument(DeviceSchema, restDocumentId(d.name), null, fromRestFields(d.fields));
      if (loaded.ok) devices.push(loaded.doc);
      else console.error(`Skipping malformed document ${d.name}: ${loaded.issue.field} ${loaded.issue.message}`);
    },
    signal,
  );
  return devices;
}
