import { observable, runInAction } from 'mobx';
import type { Device } from '@neuron/shared';
import type { CacheWrite, CachedDevices } from '../data/deviceCache';
import type { DeviceChanges, LoadedDevice } from '../data/devices';
import { DeviceStore } from '../stores/devices/DeviceStore';
import type { Transport } from '../stores/transport';

// A DeviceStore over a transport of its own that the test drives: what the device list's and each
// device's listeners deliver, what the local cache holds, and what the store asks of them
// (client/src/stores/devices/DeviceStore*.test.ts).

/** A sensor whose value is `raw` / 10. */
export const device = (sn: string, raw: number, alias = sn): Device => ({
  type: 'SENSOR',
  sn,
  alias,
  tags: [],
  labels: [],
  config: { calc: ['x / 10'], si: ['°C'] },
  sample: { time: 1_000, rawValues: [raw], values: [raw / 10] },
});
export const loaded = (d: Device): LoadedDevice => ({ ...d, id: d.sn, ref: null });

/** A store started on system `sys`, with the handles to drive and read its transport. */
export function setupDeviceStore(cached?: CachedDevices, { cacheHangs = false } = {}) {
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
