import { DeviceSchema, PRODUCT_NAME, type Device } from '@neuron/shared';
import { cachedBytes, systemsToEvict } from './cacheBound';

// The local browser database named for the product (docs/CALLS.md): the last device documents of
// each system, so that a reload while offline still shows the last known dashboard. One record
// per device (key [systemId, sn]), so an update writes only the devices that changed. Runs in the
// device list's worker (deviceList.worker.ts): copying devices in and out of IndexedDB is done on
// the thread that calls it, and on the page's a thousand held a phone's main thread up
// (docs/FIRST_LOAD_LATER.md). It is bounded to LOCAL_STORAGE_DEFAULT_SIZE (cacheBound.ts).
const DEVICES = 'devices';
const SAVED = 'savedAt';
const VERSION = 2;
/** What the cache holds per system. */
export interface CachedDevices {
  savedAt: number;
  devices: Device[];
}

/**
 * One write: devices to put, serials to delete, or (replace) the system's whole list anew; with
 * `listed`, the system's records whose serial is not in it are deleted too (the rest stay as
 * they are).
 */
export interface CacheWrite {
  put: Device[];
  removed: string[];
  replace: boolean;
  listed?: ReadonlySet<string>;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(PRODUCT_NAME, VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      // Version 1 kept one record per system with every device in it: replaced, not migrated.
      for (const name of Array.from(db.objectStoreNames)) db.deleteObjectStore(name);
      db.createObjectStore(DEVICES);
      db.createObjectStore(SAVED);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB open failed'));
  });
}

const systemRange = (systemId: string) => IDBKeyRange.bound([systemId, ''], [systemId, '\uffff']);

function transact<T>(mode: IDBTransactionMode, act: (tx: IDBTransaction) => () => T): Promise<T> {
  return open().then((db) =>
    new Promise<T>((resolve, reject) => {
      const tx = db.transaction([DEVICES, SAVED], mode);
      const result = act(tx);
      tx.oncomplete = () => resolve(result());
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('indexedDB transaction aborted'));
    }).finally(() => db.close()),
  );
}

/** Key of a system's size in the SAVED store (an array: never a system id, which is a string). */
const sizeKey = (systemId: string) => ['size', systemId];

/**
 * Records a system's size as of its whole list just written, and drops the least recently written
 * systems while the cache is over LOCAL_STORAGE_DEFAULT_SIZE (cacheBound.ts). Sizes are measured
 * at each whole-list write, so they are near, not exact: enough for a bound.
 */
function keepWithinBound(tx: IDBTransaction, systemId: string, bytes: number): void {
  const saved = tx.objectStore(SAVED);
  saved.put(bytes, sizeKey(systemId));
  const keys = saved.getAllKeys();
  const values = saved.getAll();
  values.onsuccess = () => {
    const savedAt = new Map<string, number>();
    const sizes = new Map<string, number>();
    keys.result.forEach((key, i) => {
      const value = values.result[i] as unknown;
      if (typeof value !== 'number') return;
      if (typeof key === 'string') savedAt.set(key, value);
      else if (Array.isArray(key) && typeof key[1] === 'string') sizes.set(key[1], value);
    });
    const systems = [...sizes].map(([id, size]) => ({ systemId: id, bytes: size, savedAt: savedAt.get(id) ?? 0 }));
    for (const id of systemsToEvict(systems, systemId)) {
      tx.objectStore(DEVICES).delete(systemRange(id));
      saved.delete(id);
      saved.delete(sizeKey(id));
    }
  };
}

/** Writes a system's changed devices (plain data, without Firestore references). Failures are logged only. */
export async function saveCachedDevices(systemId: string, write: CacheWrite): Promise<void> {
  try {
    await transact('readwrite', (tx) => {
      const devices = tx.objectStore(DEVICES);
      if (write.replace) devices.delete(systemRange(systemId));
      for (const sn of write.removed) devices.delete([systemId, sn]);
      const { listed } = write;
      if (listed) {
        // Only records of serials the list lacks go; the puts below are all of listed devices.
        const keys = devices.getAllKeys(systemRange(systemId));
        keys.onsuccess = () => {
          for (const key of keys.result as [string, string][]) if (!listed.has(key[1])) devices.delete(key);
        };
      }
      for (const d of write.put) devices.put(d, [systemId, d.sn]);
      const saved = tx.objectStore(SAVED);
      saved.put(Date.now(), systemId);
      if (write.replace) keepWithinBound(tx, systemId, cachedBytes(write.put));
      return () => undefined;
    });
  } catch (error) {
    console.error('caching devices failed', error);
  }
}

/**
 * Cached records read per request (see readCachedDevices): between two, a read no longer wanted
 * (the server's list came first) stops.
 */
const READS_PER_REQUEST = 100;

/**
 * The last cached devices of a system, or undefined when none (or the cache is unreadable), or
 * when `wanted` says they are no longer wanted. They are read and checked against the schema
 * READS_PER_REQUEST at a time (the success of the read before asks for the next): the server's
 * answer may come meanwhile, after which the rest is not read at all.
 */
export async function readCachedDevices(
  systemId: string,
  wanted: () => boolean = () => true,
): Promise<CachedDevices | undefined> {
  try {
    const read = await transact('readonly', (tx) => {
      const store = tx.objectStore(DEVICES);
      const saved = tx.objectStore(SAVED).get(systemId);
      const devices: Device[] = [];
      let dropped = false;
      const readFrom = (range: IDBKeyRange) => {
        const keys = store.getAllKeys(range, READS_PER_REQUEST);
        const records = store.getAll(range, READS_PER_REQUEST);
        records.onsuccess = () => {
          if (!wanted()) {
            dropped = true;
            return;
          }
          // Each record is checked alone: one bad record does not cost the others.
          for (const d of records.result) {
            const parsed = DeviceSchema.safeParse(d);
            if (parsed.success) devices.push(parsed.data);
          }
          const last = keys.result.at(-1);
          if (keys.result.length === READS_PER_REQUEST && last !== undefined)
            readFrom(IDBKeyRange.bound(last, [systemId, '\uffff'], true));
        };
      };
      readFrom(systemRange(systemId));
      return () => ({ devices, savedAt: saved.result as unknown, dropped });
    });
    if (read.dropped || typeof read.savedAt !== 'number' || !wanted()) return undefined;
    return { savedAt: read.savedAt, devices: read.devices };
  } catch (error) {
    console.error('reading cached devices failed', error);
    return undefined;
  }
}

/**
 * Deletes the local database with every system's devices (sign-out). A connection still open
 * elsewhere (another tab) delays it until that one closes; failures are logged only.
 */
export function deleteDeviceCache(): Promise<void> {
  return new Promise((resolve) => {
    const req = indexedDB.deleteDatabase(PRODUCT_NAME);
    req.onsuccess = () => resolve();
    req.onerror = () => {
      console.error('deleting the device cache failed', req.error);
      resolve();
    };
  });
}
