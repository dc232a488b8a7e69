// What the journeys read and put in a page's own storage (IndexedDB), run in the page with
// page.evaluate: each function stands alone (it cannot close over anything here).

/**
 * In the page: the serials of a system's records in the local device cache
 * (client/src/data/deviceCache.ts: database 'neuron', store 'devices', key [system, serial]);
 * none when the database or its store is not there.
 */
export function cachedSerials(systemId: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('neuron');
    open.onerror = () => reject(open.error ?? new Error('open failed'));
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('devices')) {
        db.close();
        return resolve([]);
      }
      const keys = db
        .transaction('devices')
        .objectStore('devices')
        .getAllKeys(IDBKeyRange.bound([systemId, ''], [systemId, '\uffff']));
      keys.onsuccess = () => {
        db.close();
        resolve((keys.result as [string, string][]).map((k) => k[1]));
      };
      keys.onerror = () => reject(keys.error ?? new Error('read failed'));
    };
  });
}

/** In the page: puts a record of an older shape (one the app cannot read) into the local device cache. */
export function cacheStray({ systemId, sn }: { systemId: string; sn: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('neuron');
    open.onerror = () => reject(open.error ?? new Error('open failed'));
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('devices', 'readwrite');
      tx.objectStore('devices').put({ sn, kind: 'sensor' }, [systemId, sn]);
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error ?? new Error('write failed'));
    };
  });
}

/**
 * In the page: moves Firebase Auth's session from localStorage (under `key`) to Auth's IndexedDB
 * database, where an earlier version of the app kept it.
 */
export async function moveSessionToIndexedDb(key: string): Promise<void> {
  const user: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
  if (!user) throw new Error('no session in localStorage');
  localStorage.removeItem(key);
  localStorage.removeItem('neuronAuthInLocalStorage');
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('firebaseLocalStorageDb', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('open failed'));
  });
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('firebaseLocalStorage', 'readwrite');
    tx.objectStore('firebaseLocalStorage').put({ fbase_key: key, value: user });
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('write failed'));
  });
  db.close();
}

/** In the page: the session Auth's IndexedDB database holds under `key` (null: none). */
export function sessionInIndexedDb(key: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('firebaseLocalStorageDb', 1);
    open.onsuccess = () => {
      const get = open.result.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').get(key);
      get.onsuccess = () => resolve(get.result ?? null);
      get.onerror = () => reject(get.error ?? new Error('read failed'));
    };
    open.onerror = () => reject(open.error ?? new Error('open failed'));
  });
}
