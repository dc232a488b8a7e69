import { describe, expect, it } from 'vitest';
import type { Device } from '@neuron/shared';
import type { CachedDevices } from '../data/deviceCache';
import type { LoadedDevice } from '../data/devices';
import { DeviceStore } from './DeviceStore';
import type { Transport } from './transport';

const device = (sn: string, raw: number): Device => ({
  type: 'SENSOR',
  sn,
  alias: sn,
  tags: [],
  labels: [],
  config: { calc: ['x / 10'], si: ['°C'] },
  sample: { time: 1_000, rawValues: [raw], values: [raw / 10] },
});
const loaded = (d: Device): LoadedDevice => ({ ...d, id: d.sn, ref: null });

function setup(cached: CachedDevices | undefined) {
  let push: (devices: LoadedDevice[], fromServer: boolean) => void = () => {};
  const saved: Device[][] = [];
  const transport = {
    readCachedDevices: () => Promise.resolve(cached),
    saveCachedDevices: (_id: string, devices: Device[]) => {
      saved.push(devices);
      return Promise.resolve();
    },
    watchDevices: (_id: string, onChange: typeof push) => {
      push = onChange;
      return () => {};
    },
  } as unknown as Transport; // only the calls DeviceStore makes
  const store = new DeviceStore(transport);
  store.start('sys');
  return { store, saved, push: (d: Device[], fromServer: boolean) => push(d.map(loaded), fromServer) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('DeviceStore with the local cache', () => {
  it('shows the cached devices, marked stale, until the server answers; then caches the fresh ones', async () => {
    const { store, saved, push } = setup({ savedAt: 500, devices: [device('S-1', 231), device('S-2', 100)] });
    await settle();
    expect(store.stale).toBe(true);
    expect(store.staleSince).toBe(500);
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1', 'S-2']);

    push([device('S-1', 240)], false); // SDK cache only, fewer devices: ignored
    expect(store.sensors).toHaveLength(2);

    push([device('S-1', 250), device('S-2', 110)], true);
    expect(store.stale).toBe(false);
    expect(store.staleSince).toBeNull();
    expect(store.sensors[0].sample?.rawValues).toEqual([250]);
    expect(saved.at(-1)?.map((d) => d.sn)).toEqual(['S-1', 'S-2']);
    expect(saved.at(-1)?.[0]).not.toHaveProperty('ref');
  });

  it('never lets a late cache read replace live devices', async () => {
    const { store, push } = setup({ savedAt: 500, devices: [device('S-9', 1)] });
    push([device('S-1', 250)], true);
    await settle();
    expect(store.stale).toBe(false);
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1']);
  });
});
