import { describe, expect, it } from 'vitest';
import { reaction } from 'mobx';
import type { Device } from '@neuron/shared';
import type { CacheWrite, CachedDevices } from '../data/deviceCache';
import type { DeviceChanges, LoadedDevice } from '../data/devices';
import { DeviceStore } from './DeviceStore';
import type { Transport } from './transport';

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

function setup(cached?: CachedDevices) {
  let push: (changes: DeviceChanges, fromServer: boolean) => void = () => {};
  const saved: CacheWrite[] = [];
  const transport = {
    readCachedDevices: () => Promise.resolve(cached),
    saveCachedDevices: (_id: string, write: CacheWrite) => {
      saved.push(write);
      return Promise.resolve();
    },
    watchDevices: (_id: string, onChange: typeof push) => {
      push = onChange;
      return () => {};
    },
  } as unknown as Transport; // only the calls DeviceStore makes
  const store = new DeviceStore(transport);
  store.start('sys');
  const send = (
    fromServer: boolean,
    { upserted = [], removed = [], initial = false }: { upserted?: Device[]; removed?: string[]; initial?: boolean },
  ) => push({ upserted: upserted.map(loaded), removed, initial }, fromServer);
  return { store, saved, send };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

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

describe('DeviceStore with the local cache', () => {
  it('shows the cached devices, marked stale, until the server answers; then caches the fresh ones', async () => {
    const { store, saved, send } = setup({ savedAt: 500, devices: [device('S-1', 231), device('S-2', 100)] });
    await settle();
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
    expect(saved.at(-1)?.replace).toBe(true);
    expect(saved.at(-1)?.put.map((d) => d.sn)).toEqual(['S-1', 'S-3']);
    expect(saved.at(-1)?.put[0]).not.toHaveProperty('ref');
  });

  it('never lets a late cache read replace live devices', async () => {
    const { store, send } = setup({ savedAt: 500, devices: [device('S-9', 1)] });
    send(true, { initial: true, upserted: [device('S-1', 250)] });
    await settle();
    expect(store.stale).toBe(false);
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1']);
  });

  it('shows the cached devices when an empty offline snapshot of the SDK comes before them', async () => {
    const { store, send } = setup({ savedAt: 500, devices: [device('S-1', 231)] });
    send(false, { initial: true }); // network down: the SDK answers from its (empty) cache at once
    await settle(); // then the local cache is read
    expect(store.stale).toBe(true);
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1']);
    send(true, { upserted: [device('S-2', 110)] }); // back online: the server's list wins
    expect(store.stale).toBe(false);
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-2']);
  });
});
