import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { observable, reaction, runInAction } from 'mobx';
import type { Device } from '@neuron/shared';
import type { CacheWrite, CachedDevices } from '../../data/deviceCache';
import type { DeviceChanges, LoadedDevice } from '../../data/devices';
import { CACHE_GRACE_MS, DeviceStore } from './DeviceStore';
import type { Transport } from '../transport';

const device = (sn: string, raw: number, alias = sn): Device => ({
  type: 'SENSOR',
  sn,
  alias,
  tags: [],
  labels: [],
  config: { calc: ['x / 10'], si: ['°C'] },
  sample: { time: 1_000, rawValues: [raw], values: [raw / 10] },
});
const loaded = (d: Device): LoadedDevice => ({ ...d, id: d.sn, ref: null });

function setup(cached?: CachedDevices, { cacheHangs = false } = {}) {
  let push: (changes: DeviceChanges, fromServer: boolean) => void = () => {};
  const saved: CacheWrite[] = [];
  let listReads = 0;
  /** Whether the first list read's `after` has settled (the list's request may go). */
  let listMayGo: boolean | undefined;
  let wholeListeners = 0;
  /** The live device listeners running now, by serial. */
  const live = new Map<string, (device: LoadedDevice | undefined, fromServer: boolean) => void>();
  const structure = observable.box<string | undefined>('1/0/0');
  let cacheWanted: () => boolean = () => true;
  let cacheReads = 0;
  const transport = {
    readCachedDevices: (_id: string, wanted: () => boolean) => {
      cacheReads++;
      cacheWanted = wanted;
      return cacheHangs ? new Promise(() => {}) : Promise.resolve(cached);
    },
    saveCachedDevices: (_id: string, write: CacheWrite) => {
      saved.push(write);
      return Promise.resolve();
    },
    readDeviceList: (_id: string, onChange: typeof push, _onError: unknown, after?: Promise<void>) => {
      listReads++;
      push = onChange;
      if (listMayGo === undefined) {
        listMayGo = !after;
        void after?.then(() => (listMayGo = true));
      }
      return () => {};
    },
    watchDevices: (_id: string, onChange: typeof push) => {
      wholeListeners++;
      push = onChange;
      return () => wholeListeners--;
    },
    watchDevice: (_id: string, sn: string, onChange: (d: LoadedDevice | undefined, fromServer: boolean) => void) => {
      live.set(sn, onChange);
      return () => live.delete(sn);
    },
  } as unknown as Transport; // only the calls DeviceStore makes
  const store = new DeviceStore(transport, () => structure.get());
  store.start('sys');
  const send = (
    fromServer: boolean,
    {
      upserted = [],
      removed = [],
      initial = false,
      since,
      cached,
    }: { upserted?: Device[]; removed?: string[]; initial?: boolean; since?: number; cached?: boolean },
  ) => push({ upserted: upserted.map(loaded), removed, initial, since, ...(cached && { cached }) }, fromServer);
  const setStructure = (value: string) => runInAction(() => structure.set(value));
  return {
    store,
    saved,
    send,
    live,
    listReads: () => listReads,
    listMayGo: () => listMayGo,
    wholeListeners: () => wholeListeners,
    setStructure,
    cacheReads: () => cacheReads,
    /** The `wanted` of the latest cache read (as it was when asked for). */
    get cacheWanted() {
      return cacheWanted;
    },
  };
}

describe('DeviceStore applying changes', () => {
  it('replaces only the changed device object; others stay the same objects and the order stays put', () => {
    const { store, send } = setup();
    send(true, {
      initial: true,
      upserted: [device('S-2', 1, 'Beta'), device('S-1', 2, 'Alpha'), device('S-3', 3, 'Gamma')],
    });
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1', 'S-2', 'S-3']);
    const order = store.idsOf('SENSOR');
    const untouched = store.device('S-3');

    send(true, { upserted: [device('S-2', 99, 'Beta')] });
    expect(store.device('S-2')?.sample?.rawValues).toEqual([99]);
    expect(store.device('S-3')).toBe(untouched);
    expect(store.idsOf('SENSOR')).toBe(order);
  });

  it('compares a long list with the held devices before merging it: unchanged ones stay the same objects', async () => {
    const many = (changed: number) =>
      Array.from({ length: 150 }, (_, i) => device(`S-${String(i).padStart(3, '0')}`, i === 7 ? changed : i));
    const { store, send } = setup();
    send(true, { initial: true, upserted: many(7) });
    const untouched = store.device('S-001');
    send(true, { initial: true, upserted: many(700) });
    await vi.waitFor(() => expect(store.device('S-007')?.sample?.rawValues).toEqual([700]));
    expect(store.device('S-001')).toBe(untouched);
    expect(store.count).toBe(150);
  });

  it('notifies an observer of one device only when that device changes', () => {
    const { store, send } = setup();
    send(true, { initial: true, upserted: [device('S-1', 1), device('S-2', 2)] });
    const seen: (number | null | undefined)[] = [];
    const stop = reaction(
      () => store.device('S-1')?.sample?.rawValues?.[0],
      (v) => seen.push(v),
    );
    const renders: number[] = [];
    const stopRender = reaction(
      () => store.device('S-1'),
      () => renders.push(1),
    );
    send(true, { upserted: [device('S-2', 20)] });
    send(true, { upserted: [device('S-1', 10)] });
    stop();
    stopRender();
    expect(seen).toEqual([10]);
    expect(renders).toHaveLength(1);
  });

  it('gives a gateway the sensors it heard, and re-runs its observer only when one of those changes', () => {
    const via = (sn: string, raw: number, gatewaySn: string, time = 1_000): Device => ({
      ...device(sn, raw),
      sample: { time, rawValues: [raw], values: [raw / 10], gatewaySn },
    });
    const { store, send, live } = setup();
    send(true, { initial: true, upserted: [via('S-1', 1, 'GW-A'), via('S-2', 2, 'GW-A'), via('S-3', 3, 'GW-B')] });
    const heardByA = () =>
      store
        .heardThrough('GW-A')
        .map((d) => d.sn)
        .sort();
    expect(heardByA()).toEqual(['S-1', 'S-2']);
    const runs: string[][] = [];
    const stop = reaction(heardByA, (sns) => runs.push(sns), { equals: () => false });

    send(true, { upserted: [via('S-3', 30, 'GW-B', 2_000)] }); // heard by the other gateway only
    expect(runs).toEqual([]);
    send(true, { upserted: [via('S-2', 20, 'GW-A', 2_000)] });
    expect(runs).toEqual([['S-1', 'S-2']]);
    send(true, { upserted: [via('S-3', 31, 'GW-A', 3_000)] }); // S-3 now heard by GW-A
    expect(runs.at(-1)).toEqual(['S-1', 'S-2', 'S-3']);
    expect(store.heardThrough('GW-B')).toEqual([]);
    // A held device's own listener, and a removal, count too.
    vi.useFakeTimers();
    try {
      store.watch(['S-1']);
      vi.advanceTimersByTime(0);
    } finally {
      vi.useRealTimers();
    }
    live.get('S-1')?.(loaded(via('S-1', 10, 'GW-B', 4_000)), true);
    expect(runs.at(-1)).toEqual(['S-2', 'S-3']);
    expect(store.heardThrough('GW-B').map((d) => d.sn)).toEqual(['S-1']);
    send(true, { removed: ['S-2'] });
    expect(runs.at(-1)).toEqual(['S-3']);
    stop();
  });

  it('reorders when a device is added, renamed or removed', () => {
    const { store, send } = setup();
    send(true, { initial: true, upserted: [device('S-1', 1, 'B'), device('S-2', 2, 'C')] });
    send(true, { upserted: [device('S-3', 3, 'A')] });
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-3', 'S-1', 'S-2']);
    send(true, { upserted: [device('S-2', 2, '0 first')] });
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-2', 'S-3', 'S-1']);
    send(true, { removed: ['S-3'] });
    expect(store.idsOf('SENSOR')).toEqual(['S-2', 'S-1']);
    expect(store.device('S-3')).toBeUndefined();
  });

  it('a new listener start replaces the devices of the system left', () => {
    const { store, send } = setup();
    send(true, { initial: true, upserted: [device('S-1', 1)] });
    store.start('other');
    expect(store.devices).toEqual([]);
    expect(store.loaded).toBe(false);
  });
});

describe('DeviceStore keeping the devices on screen live', () => {
  // Listeners start in a task after the one that asked (stores/devices/liveDevices.ts): `started` lets it pass.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const started = () => vi.advanceTimersByTime(0);

  it('listens to a held device only, applies its updates, and stops after the grace period', () => {
    const { store, send, live } = setup();
    send(true, { initial: true, upserted: [device('S-1', 1), device('S-2', 2)] });
    const untouched = store.device('S-2');
    const release = store.watch(['S-1']);
    started();
    expect([...live.keys()]).toEqual(['S-1']);
    live.get('S-1')?.(loaded(device('S-1', 50)), true);
    expect(store.device('S-1')?.sample?.rawValues).toEqual([50]);
    expect(store.device('S-2')).toBe(untouched);

    release();
    const again = store.watch(['S-1']); // a row re-mounted within the grace period: same listener
    again();
    vi.advanceTimersByTime(10_000);
    expect(live.size).toBe(0);
  });

  it('drops a held device only when the server says it is gone', () => {
    const { store, send, live } = setup();
    send(true, { initial: true, upserted: [device('S-1', 1, 'B'), device('S-2', 2, 'C')] });
    store.watch(['S-1', 'S-2']);
    started();
    live.get('S-1')?.(undefined, false); // the SDK's cache does not hold it: says nothing
    expect(store.idsOf('SENSOR')).toEqual(['S-1', 'S-2']);
    live.get('S-1')?.(undefined, true);
    expect(store.idsOf('SENSOR')).toEqual(['S-2']);
    live.get('S-2')?.(loaded(device('S-2', 2, 'A renamed')), true);
    expect(store.sensors.map((d) => d.alias)).toEqual(['A renamed']);
  });

  it("keeps a device its own listener delivered after a list read began over that read's older copy", () => {
    const { store, send, live, setStructure } = setup();
    send(true, { initial: true, upserted: [device('S-1', 1), device('S-2', 2)] });
    store.watch(['S-1']);
    started();
    setStructure('3/0/0');
    const since = Date.now() - 1; // the re-read began…
    live.get('S-1')?.(loaded(device('S-1', 50)), true); // …then S-1's listener delivered a newer sample
    send(true, { initial: true, upserted: [device('S-1', 1), device('S-2', 2), device('S-3', 3)] });
    expect(store.device('S-1')?.sample?.rawValues).toEqual([1]); // a change without `since` (a listener's) is taken as it is
    live.get('S-1')?.(loaded(device('S-1', 60)), true);
    sendSince(since);
    expect(store.device('S-1')?.sample?.rawValues).toEqual([60]);
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1', 'S-2', 'S-3']);

    function sendSince(at: number) {
      send(true, { initial: true, upserted: [device('S-1', 1), device('S-2', 2), device('S-3', 3)], since: at });
    }
  });

  it('follows the whole list with one listener while any screen holds it', () => {
    const { store, send, wholeListeners } = setup();
    send(true, { initial: true, upserted: [device('S-1', 1)] });
    const first = store.watchAll();
    const second = store.watchAll();
    expect(wholeListeners()).toBe(1);
    send(true, { upserted: [device('S-2', 2)] });
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1', 'S-2']);
    first();
    first();
    expect(wholeListeners()).toBe(1);
    second();
    expect(wholeListeners()).toBe(0);
  });

  it('reads the list again when the summary says a device came or went, and stops following on leaving', () => {
    const { store, send, live, listReads, setStructure } = setup();
    send(true, { initial: true, upserted: [device('S-1', 1)] });
    store.watch(['S-1']);
    started();
    expect(listReads()).toBe(1);
    setStructure('2/0/0');
    expect(listReads()).toBe(2);
    send(true, { initial: true, upserted: [device('S-1', 1), device('S-2', 2)] });
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1', 'S-2']);
    store.dispose();
    expect(live.size).toBe(0);
    setStructure('3/0/0');
    expect(listReads()).toBe(2);
  });
});

describe('DeviceStore with the local cache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  /** The server's grace period ends: the local cache is read (when still wanted) and shown. */
  const graceOver = () => vi.advanceTimersByTimeAsync(CACHE_GRACE_MS);

  it('shows the cached devices, marked stale, until the server answers; then caches the fresh ones', async () => {
    const { store, saved, send } = setup({ savedAt: 500, devices: [device('S-1', 231), device('S-2', 100)] });
    await graceOver();
    expect(store.stale).toBe(true);
    expect(store.staleSince).toBe(500);
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1', 'S-2']);

    send(false, { initial: true, upserted: [device('S-1', 240)] }); // SDK cache only, fewer devices: added to
    expect(store.sensors).toHaveLength(2);
    expect(store.device('S-1')?.sample?.rawValues).toEqual([240]);

    send(true, { upserted: [device('S-3', 110)] }); // the server: S-2 is no longer listed
    expect(store.stale).toBe(false);
    expect(store.staleSince).toBeNull();
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1', 'S-3']);
    store.dispose(); // leaving flushes the pending cache write
    // S-1 differs from the cached copy (the SDK's snapshot), S-3 is new; S-2's record goes.
    expect(saved.at(-1)?.replace).toBe(false);
    expect(saved.at(-1)?.put.map((d) => d.sn)).toEqual(['S-1', 'S-3']);
    expect([...(saved.at(-1)?.listed ?? [])]).toEqual(['S-1', 'S-3']);
    expect(saved.at(-1)?.put[0]).not.toHaveProperty('ref');
  });

  it("after the cached list, writes back only the devices the server's list changed, and names the whole list", async () => {
    const cached = [device('S-1', 1), device('S-2', 2), device('S-3', 3)];
    const { store, saved, send } = setup({ savedAt: 500, devices: cached });
    await graceOver();
    expect(store.stale).toBe(true);
    send(true, { initial: true, upserted: [device('S-1', 1), device('S-2', 7), device('S-4', 4)] });
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1', 'S-2', 'S-4']);
    expect(saved).toHaveLength(1); // at once, not at the interval
    expect(saved[0].replace).toBe(false);
    expect(saved[0].put.map((d) => d.sn)).toEqual(['S-2', 'S-4']);
    expect([...(saved[0].listed ?? [])].sort()).toEqual(['S-1', 'S-2', 'S-4']);
    // From then on the cache holds the list: the next full read is written whole, as on any open.
    send(true, { initial: true, upserted: [device('S-1', 1), device('S-2', 7)] });
    expect(saved.at(-1)?.replace).toBe(true);
    expect(saved.at(-1)?.put.map((d) => d.sn)).toEqual(['S-1', 'S-2']);
  });

  it('writes nothing of a list the data layer cached as read, but the newer copies kept over it', async () => {
    const cached = [device('S-1', 1), device('S-2', 2)];
    const { store, saved, send, live } = setup({ savedAt: 500, devices: cached });
    await graceOver();
    store.watch(['S-1']);
    await vi.advanceTimersByTimeAsync(0); // the held device's listener starts
    const since = Date.now() - 1; // the read began…
    live.get('S-1')?.(loaded(device('S-1', 50)), true); // …then S-1's listener delivered a newer sample
    saved.length = 0;
    send(true, { initial: true, upserted: [device('S-1', 1), device('S-3', 3)], since, cached: true });
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1', 'S-3']);
    expect(store.device('S-1')?.sample?.rawValues).toEqual([50]);
    store.dispose(); // leaving flushes the pending cache write
    // No whole list, no list of ids to keep (the data layer replaced the records): S-1's newer copy only.
    expect(saved.map((w) => [w.replace, w.listed, w.put.map((d) => d.sn)])).toEqual([[false, undefined, ['S-1']]]);
    expect(saved[0].put[0].sample?.rawValues).toEqual([50]);
  });

  it('shows the cached devices at once, and says they are stale only once the server had the grace period to answer', async () => {
    const { store, send, cacheReads } = setup({ savedAt: 500, devices: [device('S-9', 1)] });
    await vi.advanceTimersByTimeAsync(0);
    expect(cacheReads()).toBe(1);
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-9']);
    expect(store.stale).toBe(true);
    expect(store.staleShown).toBe(false);
    await graceOver();
    expect(store.staleShown).toBe(true);
    send(true, { initial: true, upserted: [device('S-1', 250)] });
    expect(store.staleShown).toBe(false);
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1']);
  });

  it('never says the devices are stale when the server answers within the grace period', async () => {
    const { store, send } = setup({ savedAt: 500, devices: [device('S-9', 1)] });
    await vi.advanceTimersByTimeAsync(0);
    send(true, { initial: true, upserted: [device('S-1', 250)] });
    await graceOver();
    expect(store.staleShown).toBe(false);
  });

  it('tells the cache read it is no longer wanted once the server answered, or the system was left', async () => {
    const first = setup({ savedAt: 500, devices: [] });
    first.send(false, { initial: true }); // the SDK's own cache (offline): the local cache is still wanted
    expect(first.cacheReads()).toBe(1);
    expect(first.cacheWanted()).toBe(true);
    first.send(true, { initial: true, upserted: [device('S-1', 250)] });
    expect(first.cacheWanted()).toBe(false);

    const second = setup({ savedAt: 500, devices: [] });
    const ofSys = second.cacheWanted;
    second.store.start('other');
    expect(ofSys()).toBe(false);
  });

  it("asks the server's list once the cached devices are on screen, at once without a cache, and after a second at the latest", async () => {
    const cachedFirst = setup({ savedAt: 500, devices: [device('S-9', 1)] });
    await vi.advanceTimersByTimeAsync(0);
    expect(cachedFirst.store.sensors.map((d) => d.sn)).toEqual(['S-9']);
    expect(cachedFirst.listMayGo()).toBe(false); // shown, but its frame has not come yet
    await vi.advanceTimersByTimeAsync(50);
    expect(cachedFirst.listMayGo()).toBe(true);

    const noCache = setup(undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(noCache.listMayGo()).toBe(true);

    const slowCache = setup({ savedAt: 500, devices: [device('S-9', 1)] }, { cacheHangs: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(slowCache.listMayGo()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(slowCache.listMayGo()).toBe(true);
  });

  it('takes a long first list in, then shows it in the next task (no cached one before it)', async () => {
    const { store, send } = setup(undefined);
    const many = Array.from({ length: 150 }, (_, i) => device(`S-${String(i).padStart(3, '0')}`, i));
    send(true, { initial: true, upserted: many });
    expect(store.count).toBe(150);
    expect(store.loaded).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.loaded).toBe(true);
  });

  it('never lets a late cache read replace live devices', async () => {
    const { store, send } = setup({ savedAt: 500, devices: [device('S-9', 1)] });
    send(true, { initial: true, upserted: [device('S-1', 250)] });
    await graceOver();
    expect(store.stale).toBe(false);
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1']);
  });

  it('shows the cached devices when an empty offline snapshot of the SDK comes before them', async () => {
    const { store, send } = setup({ savedAt: 500, devices: [device('S-1', 231)] });
    send(false, { initial: true }); // network down: the SDK answers from its (empty) cache at once
    await graceOver(); // then the local cache is read
    expect(store.stale).toBe(true);
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1']);
    send(true, { upserted: [device('S-2', 110)] }); // back online: the server's list wins
    expect(store.stale).toBe(false);
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-2']);
  });
});
