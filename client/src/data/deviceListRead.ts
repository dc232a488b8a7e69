import { DeviceSchema, loadDocument } from '@neuron/shared';
import type { LoadedDevice } from './devices';
import { listCollection, type IdRange, type RestTarget } from './firestoreRest';
import { fromRestFields, restDocumentId, type RestDocument } from './restValues';

// The REST read of a device list, as the device list's worker runs it (deviceList.worker.ts):
// off the page's main thread, the answer's megabytes of JSON are received, parsed, decoded and
// checked where no tap waits for them (docs/FIRST_LOAD_LATER.md).

/**
 * Range requests of a list read in flight at once. The browser opens at most six connections to
 * a server over HTTP/1.1 (the emulator's), and the rows' own listeners share them. On the
 * emulator two at a time took the list about half a second longer to come than one request for
 * all of it; six, about as long as that.
 */
const READS_AT_ONCE = 4;

/** The documents of every range, READS_AT_ONCE requests at a time, in the ranges' order. */
async function readRanges(
  target: RestTarget,
  path: string,
  ranges: readonly IdRange[],
  signal: AbortSignal,
): Promise<RestDocument[]> {
  const read: RestDocument[][] = [];
  let next = 0;
  let failed = false; // one range failed: the read is tried again whole, so the others stop
  const reader = async () => {
    while (next < ranges.length && !signal.aborted && !failed) {
      const i = next++;
      read[i] = await listCollection(target, path, signal, ranges[i]).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, ranges.length) }, reader));
  return read.flat();
}

/** The devices of a REST list, decoded and checked; malformed ones are skipped (and logged). */
function decodeDevices(docs: readonly RestDocument[]): LoadedDevice[] {
  const devices: LoadedDevice[] = [];
  for (const d of docs) {
    const loaded = loadDocument(DeviceSchema, restDocumentId(d.name), null, fromRestFields(d.fields));
    if (loaded.ok) devices.push(loaded.doc);
    else console.error(`Skipping malformed document ${d.name}: ${loaded.issue.field} ${loaded.issue.message}`);
  }
  return devices;
}

/** A collection's devices (`path` like `system/s1/devices`), read in `ranges`, decoded and checked. */
export async function readDevices(
  target: RestTarget,
  path: string,
  ranges: readonly IdRange[],
  signal: AbortSignal,
): Promise<LoadedDevice[]> {
  return decodeDevices(await readRanges(target, path, ranges, signal));
}
