import { DeviceSchema, PRODUCT_NAME, type Device } from '@neuron/shared';

// The local browser database named for the product (docs/CALLS.md): the last device documents of
// each system, so that a reload while offline still shows the last known dashboard. One record
// per device (key [systemId, sn]), so an update writes only the devices that changed.
const DEVICES = 'devices';
const SAVED = 'savedAt';
const VERSION = 2;
/**
 * Records copied into the database per task (see saveCachedDevices): a hundred took 70–100 ms of a
 * CPU slowed 4×, each a long task while the system page opened (docs/PERFORMANCE.md).
 */
const PUTS_PER_TASK = 25;

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
      // put() copies its record on the spot: a thousand at once held the page up for a while.
      // A chunk's last success (a task of its own, the transaction still open) puts the next.
      const putFrom = (from: number) => {
        const to = Math.min(write.put.length, from + PUTS_PER_TASK);
        let last: IDBRequest | undefined;
        for (const d of write.put.slice(from, to)) last = devices.put(d, [systemId, d.sn]);
        if (last && to < write.put.length) last.onsuccess = () => putFrom(to);
      };
      putFrom(0);
      tx.objectStore(SAVED).put(Date.now(), systemId);
      return () => undefined;
    });
  } catch (error) {
    console.error('caching devices failed', error);
  }
}

/**
 * Cached records read and checked per task (see readCachedDevices): checking a hundred was a task
 * of over 100 ms at 4× CPU on a busy machine, forty still 25 ms of this machine's time in
 * Lighthouse's trace (the first batch also compiles the schema's parser; docs/PERFORMANCE.md).
 */
const READS_PER_TASK = 20;

/**
 * The last cached devices of a system, or undefined when none (or the cache is unreadable), or
 * when `wanted` says they are no longer wanted. They are read and checked against the schema a
 * few dozen at a time, each in a task of its own (the success of the read before asks for
 * the next, READS_PER_TASK): a thousand at once held the page up for tens of milliseconds while it opened, and
 * the server's answer often comes meanwhile, after which the rest is not read at all.
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
        const keys = store.getAllKeys(range, READS_PER_TASK);
        const records = store.getAll(range, READS_PER_TASK);
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
          if (keys.result.length === READS_PER_TASK && last !== undefined)
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
