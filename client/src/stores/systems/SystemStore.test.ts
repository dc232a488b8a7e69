import { describe, expect, it } from 'vitest';
import type { Transport } from '../transport';
import type { SystemView } from '../models';
import { forgetCachedSystems, readCachedSystems, saveCachedSystems, type SystemsStorage } from './cachedSystems';
import { SystemStore } from './SystemStore';

function memoryStorage(): SystemsStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

const SUMMARY = {
  sensors: 3,
  gateways: 1,
  virtuals: 0,
  online: 4,
  offline: 0,
  sensorsOnline: 3,
  gatewaysOnline: 1,
  virtualsOnline: 0,
  alarms: 1,
  updatedAt: 1_700_000_000_000,
};
const CELLAR: SystemView = { id: 'cellar', name: 'Cellar', admin: ['ann@example.com'], users: [], summary: SUMMARY };
const BARN: SystemView = { id: 'barn', name: 'Barn', admin: [], users: ['ann@example.com'], timeZone: 'Europe/Oslo' };

/** A transport whose systems listener answers when the test says. */
function fakeTransport() {
  const answers: ((systems: SystemView[], fromServer: boolean) => void)[] = [];
  const transport = {
    watchSystemsForUser: (_email: string, onChange: (systems: SystemView[], fromServer: boolean) => void) => {
      answers.push(onChange);
      return () => undefined;
    },
  } as unknown as Transport;
  return {
    transport,
    answer: (systems: SystemView[], fromServer = true) => answers.at(-1)?.(systems, fromServer),
  };
}

describe('the systems list kept between visits (cachedSystems)', () => {
  it('gives back the list saved for the same e-mail, and none for another user', () => {
    const storage = memoryStorage();
    saveCachedSystems(storage, 'ann@example.com', [CELLAR, BARN]);
    expect(readCachedSystems(storage, 'ann@example.com')).toEqual([CELLAR, BARN]);
    expect(readCachedSystems(storage, 'bob@example.com')).toBeUndefined();
  });

  it('keeps plain data only: a document reference is left out', () => {
    const storage = memoryStorage();
    saveCachedSystems(storage, 'ann@example.com', [{ ...CELLAR, ref: { firestore: {} } } as SystemView]);
    expect(readCachedSystems(storage, 'ann@example.com')).toEqual([CELLAR]);
  });

  it('reads an altered or broken copy as nothing kept, and forgets on request', () => {
    const storage = memoryStorage();
    storage.setItem('neuronSystems', '{not json');
    expect(readCachedSystems(storage, 'ann@example.com')).toBeUndefined();
    const wrongCount = { ...CELLAR, summary: { ...SUMMARY, alarms: 'many' } };
    storage.setItem('neuronSystems', JSON.stringify({ email: 'ann@example.com', systems: [wrongCount] }));
    expect(readCachedSystems(storage, 'ann@example.com')).toBeUndefined();
    storage.setItem(
      'neuronSystems',
      JSON.stringify({ email: 'ann@example.com', systems: [{ ...CELLAR, admin: 'x' }] }),
    );
    expect(readCachedSystems(storage, 'ann@example.com')).toBeUndefined();
    saveCachedSystems(storage, 'ann@example.com', [CELLAR]);
    forgetCachedSystems(storage);
    expect(storage.items.size).toBe(0);
    expect(readCachedSystems(null, 'ann@example.com')).toBeUndefined();
  });
});

describe('SystemStore with a kept list', () => {
  it('shows the kept list at once, counts as loaded only when the server answers, and keeps what it said', () => {
    const storage = memoryStorage();
    saveCachedSystems(storage, 'ann@example.com', [CELLAR, BARN]);
    const { transport, answer } = fakeTransport();
    const store = new SystemStore(transport, storage);
    store.start('ann@example.com');
    expect(store.systems.map((s) => s.name)).toEqual(['Cellar', 'Barn']);
    expect(store.loaded).toBe(false);
    expect(store.shown).toBe(true);
    expect(store.byId('cellar')?.admin).toEqual(['ann@example.com']);

    // The server no longer lists the barn (the user was removed from it): the kept copy follows.
    answer([CELLAR]);
    expect(store.loaded).toBe(true);
    expect(store.systems.map((s) => s.id)).toEqual(['cellar']);
    expect(readCachedSystems(storage, 'ann@example.com')).toEqual([CELLAR]);
  });

  it('keeps showing (and keeping) the kept list when offline the SDK answers with an empty list from its cache', () => {
    const storage = memoryStorage();
    saveCachedSystems(storage, 'ann@example.com', [CELLAR]);
    const { transport, answer } = fakeTransport();
    const store = new SystemStore(transport, storage);
    store.start('ann@example.com');
    answer([], false);
    expect(store.loaded).toBe(true);
    expect(store.byId('cellar')?.name).toBe('Cellar');
    expect(readCachedSystems(storage, 'ann@example.com')).toEqual([CELLAR]);
    // A list from the SDK's cache that has systems (written here while offline) is shown, not kept.
    answer([CELLAR, BARN], false);
    expect(store.systems).toHaveLength(2);
    expect(readCachedSystems(storage, 'ann@example.com')).toEqual([CELLAR]);
    // Back online: the server's list replaces both, and is kept.
    answer([BARN]);
    expect(store.systems).toEqual([BARN]);
    expect(readCachedSystems(storage, 'ann@example.com')).toEqual([BARN]);
  });

  it('without a kept list (or another user’s), shows nothing until the server answers', () => {
    const storage = memoryStorage();
    saveCachedSystems(storage, 'bob@example.com', [BARN]);
    const { transport, answer } = fakeTransport();
    const store = new SystemStore(transport, storage);
    store.start('ann@example.com');
    expect(store.systems).toEqual([]);
    expect(store.shown).toBe(false);
    answer([]);
    expect(store.shown).toBe(true);
    // Ann's (empty) list replaced Bob's: one user's list is kept, the last signed in.
    expect(readCachedSystems(storage, 'bob@example.com')).toBeUndefined();

    store.forgetCached();
    expect(storage.items.size).toBe(0);
  });
});
