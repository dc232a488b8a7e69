import { DeviceSchema, PRODUCT_NAME, type Device } from '@neuron/shared';

// The local browser database named for the product (docs/CALLS.md): the last device documents of
// each system, so that a reload while offline still shows the last known dashboard.
const STORE = 'lastDevices';
const DevicesSchema = DeviceSchema.array();
/** What the cache holds per system. */
export interface CachedDevices {
  savedAt: number;
  devices: Device[];
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(PRODUCT_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB open failed'));
  });
}

function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then((db) =>
    new Promise<T>((resolve, reject) => {
      const req = act(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('indexedDB request failed'));
    }).finally(() => db.close()),
  );
}

/** Saves a system's devices (plain data, without Firestore references). Failures are logged only. */
export async function saveCachedDevices(systemId: string, devices: Device[]): Promise<void> {
  const plain = devices.map((d) => DeviceSchema.parse(d));
  try {
    await run('readwrite', (s) => s.put({ savedAt: Date.now(), devices: plain }, systemId));
  } catch (error) {
    console.error('caching devices failed', error);
  }
}

/** The last cached devices of a system, or undefined when none (or the cache is unreadable). */
export async function readCachedDevices(systemId: string): Promise<CachedDevices | undefined> {
  try {
    const raw = await run('readonly', (s) => s.get(systemId) as IDBRequest<{ savedAt?: unknown; devices?: unknown }>);
    const devices = DevicesSchema.safeParse(raw?.devices);
    if (!devices.success || typeof raw?.savedAt !== 'number') return undefined;
    return { savedAt: raw.savedAt, devices: devices.data };
  } catch (error) {
    console.error('reading cached devices failed', error);
    return undefined;
  }
}
