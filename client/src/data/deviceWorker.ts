import type { Device } from '@neuron/shared';
import { deleteDeviceCache, type CacheWrite, type CachedDevices } from './deviceCache';
import type { LoadedDevice } from './devices';
import { DEVICES_PER_REPLY, type WorkerReply, type WorkerRequest } from './deviceWorkerProtocol';
import { RestError, type IdRange } from './firestoreRest';
import { restTarget } from './restTarget';
import { nextTask } from './timeSlices';

// The page's side of the device list's worker (deviceList.worker.ts; docs/FIRST_LOAD_LATER.md): the
// REST list read and the local device cache, as promises. The worker starts on first use.

interface Pending {
  devices: Device[];
  /** Asked as each batch of devices comes; false: the answer is no longer wanted (the request is cancelled). */
  wanted: () => boolean;
  done: (savedAt: number | undefined) => void;
  failed: (error: Error) => void;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function post(request: WorkerRequest): void {
  if (!worker) {
    worker = new Worker(new URL('./deviceList.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => receive(event.data);
    // The worker's script did not load or run (offline without the service worker's copy): every
    // request under way fails as the network's trouble (a list read is tried again, a cache read
    // finds nothing), and the next request starts a new worker.
    worker.onerror = (event) => {
      event.preventDefault();
      worker?.terminate();
      worker = undefined;
      for (const [id, p] of pending) {
        pending.delete(id);
        p.failed(new RestError('device list worker did not load', 0));
      }
    };
  }
  worker.postMessage(request);
}

function receive(message: WorkerReply): void {
  const p = pending.get(message.id);
  if (!p) return;
  if (message.kind === 'devices' && !p.wanted()) {
    pending.delete(message.id);
    post({ op: 'cancel', id: message.id });
    p.done(undefined);
    return;
  }
  if (message.kind === 'devices') p.devices.push(...message.devices);
  else {
    pending.delete(message.id);
    if (message.kind === 'done') p.done(message.savedAt);
    // A server's failure is a RestError (tried again when transient); the worker's own is not.
    else
      p.failed(
        message.status === undefined ? new Error(message.detail) : new RestError(message.detail, message.status),
      );
  }
}

/** Sends a request (`send` posts it under the id given) and gathers its answer's devices. */
function ask(
  send: (id: number) => void,
  wanted: () => boolean,
  signal?: AbortSignal,
): Promise<{ devices: Device[]; savedAt: number | undefined }> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const p: Pending = {
      devices: [],
      wanted,
      done: (savedAt) => resolve({ devices: p.devices, savedAt }),
      failed: reject,
    };
    pending.set(id, p);
    signal?.addEventListener(
      'abort',
      () => {
        if (!pending.delete(id)) return;
        post({ op: 'cancel', id });
        reject(signal.reason);
      },
      { once: true },
    );
    send(id);
  });
}

/**
 * A collection's devices (`path` like `system/s1/devices`) read through the REST API in `ranges`,
 * decoded and checked by the worker (malformed ones skipped). Rejects with a RestError (status 0:
 * the server or the worker's script could not be reached). With `cacheAs`, the list read replaces
 * that system's locally cached devices (deviceCache.ts) before it is handed on.
 */
export async function readDevicesInWorker(
  path: string,
  ranges: IdRange[],
  signal: AbortSignal,
  cacheAs?: string,
): Promise<LoadedDevice[]> {
  const target = await restTarget();
  if (signal.aborted) throw signal.reason;
  const request = (id: number) => post({ op: 'list', id, target, path, ranges, ...(cacheAs && { cacheAs }) });
  const { devices } = await ask(request, () => true, signal);
  return devices as LoadedDevice[];
}

/**
 * The last cached devices of a system, or undefined when none (or the cache is unreadable), or
 * when `wanted` says they are no longer wanted (asked as each batch comes).
 */
export async function readCachedDevices(
  systemId: string,
  wanted: () => boolean = () => true,
): Promise<CachedDevices | undefined> {
  try {
    const { devices, savedAt } = await ask((id) => post({ op: 'readCache', id, systemId }), wanted);
    return savedAt === undefined || !wanted() ? undefined : { savedAt, devices };
  } catch (error) {
    console.error('reading cached devices failed', error);
    return undefined;
  }
}

/** The last of the parts posted in order (postInOrder), and how many are still waiting. */
let sending: Promise<void> = Promise.resolve();
let waiting = 0;
/** Counts sign-outs (forgetCachedDevices): a part queued before one is dropped, not posted. */
let epoch = 0;

/**
 * Posts a write's parts in order, after the parts of writes before it. A write of at most one
 * part of devices goes at once when nothing is waiting (the last write as the page hides must
 * not wait for a task that may never come); a longer one sends its first part at once and each
 * next one a task after the one before, so that no task copies more than DEVICES_PER_REPLY devices.
 */
function postInOrder(parts: readonly WorkerRequest[]): void {
  let i = 0;
  if (waiting === 0) {
    const atOnce = parts.length <= 2 ? parts.length : 1;
    while (i < atOnce) post(parts[i++]);
  }
  for (; i < parts.length; i++) {
    const part = parts[i];
    const queuedAt = epoch;
    waiting++;
    sending = sending.then(nextTask).then(() => {
      waiting--;
      if (queuedAt === epoch) post(part);
    });
  }
}

/**
 * Writes a system's changed devices (plain data, without Firestore references) in one transaction
 * of the worker's. The devices are handed over DEVICES_PER_REPLY a task (postInOrder): copying
 * a thousand for the worker in one task held the page up as long as copying them into IndexedDB
 * did. Failures are logged only.
 */
export async function saveCachedDevices(systemId: string, write: CacheWrite): Promise<void> {
  try {
    await ask(
      (id) => {
        const parts: WorkerRequest[] = [];
        for (let i = 0; i < write.put.length; i += DEVICES_PER_REPLY)
          parts.push({ op: 'savePart', id, put: write.put.slice(i, i + DEVICES_PER_REPLY) });
        const { removed, replace, listed } = write;
        parts.push({ op: 'save', id, systemId, removed, replace, ...(listed && { listed }) });
        postInOrder(parts);
      },
      () => true,
    );
  } catch (error) {
    console.error('caching devices failed', error);
  }
}

/**
 * Forgets every device this browser kept (sign-out: the next user of the browser sees none of
 * it): the worker stops first, so no list read under way writes the cache again, then the local
 * database is deleted. Resolves when it is gone (or could not be; logged).
 */
export async function forgetCachedDevices(): Promise<void> {
  epoch++;
  worker?.terminate();
  worker = undefined;
  for (const [id, p] of pending) {
    pending.delete(id);
    p.done(undefined);
  }
  await deleteDeviceCache();
}
