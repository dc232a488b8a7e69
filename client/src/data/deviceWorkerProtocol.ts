import type { Device } from '@neuron/shared';
import type { IdRange, RestTarget } from './firestoreRest';
import type { LoadedDevice } from './devices';

// What the page and the device list's worker (deviceList.worker.ts) say to each other
// (deviceWorker.ts is the page's side). Every request has an id; the worker's replies name it.

/** The page's requests. */
export type WorkerRequest =
  /** Read a collection's devices through the REST API, range by range (deviceListRead.ts). */
  | { op: 'list'; id: number; target: RestTarget; path: string; ranges: IdRange[]; cacheAs?: string }
  /** Read a system's cached devices (deviceCache.ts). */
  | { op: 'readCache'; id: number; systemId: string }
  /** Part of a cache write's devices: sent a slice per task, so that no task copies a thousand. */
  | { op: 'savePart'; id: number; put: Device[] }
  /** The rest of a cache write: the devices sent with `savePart` under the same id are put. */
  | { op: 'save'; id: number; systemId: string; removed: string[]; replace: boolean; listed?: ReadonlySet<string> }
  /** The page no longer wants the answer to request `id`. */
  | { op: 'cancel'; id: number };

/** The worker's replies: devices in batches, then one `done` or `failed`. */
export type WorkerReply =
  | { id: number; kind: 'devices'; devices: LoadedDevice[] | Device[] }
  /** The request is complete; for a cache read, when its system's devices were saved (none: no cache). */
  | { id: number; kind: 'done'; savedAt?: number }
  /**
   * A read failed: the status of its RestError (0: the server was not reached), or none when the
   * failure was the worker's own (not the server's: not worth trying again). `detail` is for the
   * console: the stores word a failure by its status (stores/readFailure.ts).
   */
  | { id: number; kind: 'failed'; detail: string; status?: number };

/**
 * Devices per reply. A reply is copied into the page's memory in the task that receives it
 * (structured clone); fifty devices keep that task short on a slow phone.
 */
export const DEVICES_PER_REPLY = 50;
