import { describe, expect, it } from 'vitest';
import type { Sample } from '@neuron/shared';
import { RadioStore } from './RadioStore';
import type { Transport } from '../transport';

const NOW = Date.parse('2026-11-23T12:30:00Z');
const DAY = '2026-11-23';

function setup(rollupRssi: boolean, samples: Sample[]) {
  const sliceCalls: number[] = [];
  const transport = {
    readRunningRollup: () => Promise.resolve(null),
    readStoredRollups: () =>
      Promise.resolve([
        {
          day: DAY,
          values: {},
          hours: {},
          ...(rollupRssi
            ? { rssiHours: { '10': { GW: { sum: -210, count: 2 } }, '11': { GW: { sum: -98, count: 1 } } } }
            : {}),
        },
      ]),
    readSampleSlices: (_sid: string, _sn: string, _range: unknown, slices: number) => {
      sliceCalls.push(slices);
      return Promise.resolve(samples);
    },
  } as unknown as Transport; // only the calls RadioStore makes
  return { store: new RadioStore(transport, () => NOW), sliceCalls };
}

describe('RadioStore', () => {
  it('takes the rssi from the rollups when they keep it (no raw reads)', async () => {
    const { store, sliceCalls } = setup(true, []);
    await store.loadMedians('sys', ['S-1']);
    expect(store.medians.get('S-1')).toBe(-101.5);
    expect(store.isWeak('S-1')).toBe(true);
    await store.loadTrend('sys', 'S-1');
    expect(store.trend).toEqual([
      { gatewaySn: 'GW', x: [Date.parse(`${DAY}T10:00:00Z`), Date.parse(`${DAY}T11:00:00Z`)], y: [-105, -98] },
    ]);
    expect(sliceCalls).toEqual([]);
  });

  it('falls back to a bounded sample of raw history for rollups without rssi', async () => {
    const { store, sliceCalls } = setup(false, [
      { time: NOW - 1000, values: [], rssi: -90, gatewaySn: 'GW' },
      { time: NOW - 2000, values: [], rssi: -92, gatewaySn: 'GW' },
    ]);
    await store.loadMedians('sys', ['S-1', 'S-2']);
    expect(store.medians.get('S-1')).toBe(-91);
    expect(store.isWeak('S-2')).toBe(false);
    await store.loadTrend('sys', 'S-1');
    expect(store.trendStatus).toBe('ready');
    expect(store.trend[0].gatewaySn).toBe('GW');
    expect(sliceCalls).toEqual([24, 24, 168]);
  });

  it('reads nothing more for a sensor without rollups in the range (nothing heard)', async () => {
    const sliceCalls: number[] = [];
    const transport = {
      readRunningRollup: () => Promise.resolve(null),
      readStoredRollups: () => Promise.resolve([]),
      readSampleSlices: (_a: string, _b: string, _c: unknown, slices: number) => {
        sliceCalls.push(slices);
        return Promise.resolve([]);
      },
    } as unknown as Transport; // only the calls RadioStore makes
    const store = new RadioStore(transport, () => NOW);
    await store.loadMedians('sys', ['S-1']);
    await store.loadTrend('sys', 'S-1');
    expect(store.medians.get('S-1')).toBeNull();
    expect(store.trend).toEqual([]);
    expect(sliceCalls).toEqual([]);
  });

  it('reads each sensor once per system (rows ask as they render), again after a failure or in another system', async () => {
    const reads: string[] = [];
    let fail = true;
    const transport = {
      readRunningRollup: () => Promise.resolve(null),
      readStoredRollups: (sid: string, sn: string) => {
        reads.push(`${sid}/${sn}`);
        if (sn === 'S-2' && fail) return Promise.reject(new Error('offline'));
        return Promise.resolve([]);
      },
    } as unknown as Transport; // only the calls RadioStore makes
    const store = new RadioStore(transport, () => NOW);
    const logged = console.error;
    console.error = () => undefined; // the failed read is logged on purpose
    try {
      await store.loadMedians('sys', ['S-1']);
      await store.loadMedians('sys', ['S-1', 'S-2']);
      fail = false;
      await store.loadMedians('sys', ['S-1', 'S-2']);
      await store.loadMedians('other', ['S-1']);
    } finally {
      console.error = logged;
    }
    expect(reads).toEqual(['sys/S-1', 'sys/S-2', 'sys/S-2', 'other/S-1']);
    expect(store.medians.has('S-2')).toBe(false); // the other system started over
    expect(store.medians.get('S-1')).toBeNull();
  });

  it('keeps at most two median reads in flight, and reads every sensor asked for', async () => {
    let inFlight = 0;
    let most = 0;
    const read: string[] = [];
    const transport = {
      readRunningRollup: () => Promise.resolve(null),
      readStoredRollups: async (_sid: string, sn: string) => {
        read.push(sn);
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight--;
        return [];
      },
    } as unknown as Transport; // only the call RadioStore makes here
    const store = new RadioStore(transport, () => NOW);
    const rows = Array.from({ length: 7 }, (_, i) => `S-${i}`);
    await Promise.all([store.loadMedians('sys', rows.slice(0, 4)), store.loadMedians('sys', rows)]);
    expect(most).toBe(2);
    expect(read.sort()).toEqual(rows);
    expect(rows.every((sn) => store.medians.get(sn) === null)).toBe(true);
  });

  it('drops the queued reads of a system left before their turn', async () => {
    const read: string[] = [];
    const transport = {
      readRunningRollup: () => Promise.resolve(null),
      readStoredRollups: async (sid: string, sn: string) => {
        read.push(`${sid}/${sn}`);
        await new Promise((r) => setTimeout(r, 5));
        return [];
      },
    } as unknown as Transport; // only the call RadioStore makes here
    const store = new RadioStore(transport, () => NOW);
    const first = store.loadMedians('sys', ['S-1', 'S-2', 'S-3', 'S-4']);
    await store.loadMedians('other', ['S-9']);
    await first;
    expect(read).toEqual(['sys/S-1', 'sys/S-2', 'other/S-9']);
  });
});
