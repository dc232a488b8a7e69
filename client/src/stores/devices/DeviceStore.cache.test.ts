import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_GRACE_MS } from './DeviceStore';
import { device, loaded, setupDeviceStore as setup } from '../../testing/deviceStoreHarness';

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
