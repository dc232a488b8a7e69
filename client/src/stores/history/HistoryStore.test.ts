import { describe, expect, it } from 'vitest';
import type { Rollup, Sample } from '@neuron/shared';
import type { SamplePage } from '../../data/history';
import { HistoryStore } from './HistoryStore';
import type { Transport } from '../transport';
import { UiStore } from '../UiStore';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const sample = (time: number, raw: number): Sample => ({ time, values: [raw / 10], rawValues: [raw] });

function setup(stored: Sample[], rollups: Rollup[] = [], pageSize = 2, retentionDays = 365) {
  const pageCalls: (number | undefined)[] = [];
  const dayCalls: string[][] = [];
  let push: (s: Sample[]) => void = () => {};
  let liveAfter: number | undefined;
  let stopped = 0;
  const transport = {
    readSamplesPage: (_sid: string, _sn: string, range: { from: number; to: number }, after?: number) => {
      pageCalls.push(after);
      const inRange = stored.filter(
        (s) => s.time >= range.from && s.time < range.to && (after === undefined || s.time > after),
      );
      const samples = inRange.slice(0, pageSize);
      const page: SamplePage = { samples, nextAfter: samples.length === pageSize ? samples.at(-1)!.time : undefined };
      return Promise.resolve(page);
    },
    readRunningRollup: () => Promise.resolve(null),
    readStoredRollups: (_sid: string, _sn: string, days: string[]) => {
      dayCalls.push(days);
      return Promise.resolve(rollups);
    },
    watchNewSamples: (_sid: string, _sn: string, after: number, onAdded: (s: Sample[]) => void) => {
      liveAfter = after;
      push = onAdded;
      return () => stopped++;
    },
  } as unknown as Transport; // only the calls HistoryStore makes
  const ui = new UiStore();
  const store = new HistoryStore(transport, ui, () => NOW, retentionDays);
  store.setConfig({ si: ['°C'], calc: ['x / 10'], min: [5], max: [30] });
  return {
    store,
    ui,
    pageCalls,
    dayCalls,
    push: (s: Sample[]) => push(s),
    live: () => liveAfter,
    stopped: () => stopped,
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('HistoryStore', () => {
  it('lets what follows the value charts load once the first is drawn, or when there is none to draw', async () => {
    const { store } = setup([sample(NOW - 3_600_000, 200)]);
    store.open('sys', 'S-1', { preset: '24h' });
    expect(store.chartsSettled('S-1')).toBe(false);
    await settle();
    await settle();
    expect(store.status).toBe('ready');
    expect(store.chartsSettled('S-1')).toBe(false);
    store.chartDrawn(0);
    expect(store.chartsSettled('S-1')).toBe(true);
    expect(store.chartsSettled('S-2')).toBe(false);
    // A new range draws its charts afresh.
    store.open('sys', 'S-1', { preset: '7d' });
    expect(store.drawn).toBe(0);
    const empty = setup([]);
    empty.store.open('sys', 'S-1', { preset: '24h' });
    await settle();
    await settle();
    expect(empty.store.isEmpty).toBe(true);
    expect(empty.store.chartsSettled('S-1')).toBe(true);
  });

  it('reads every page of raw samples for 24 h, tracked by the progress bar, then follows new ones', async () => {
    const stored = [1, 2, 3, 4, 5].map((h) => sample(NOW - h * 3_600_000, 200 + h)).reverse();
    const { store, ui, pageCalls, push, live } = setup([sample(NOW - 30 * 3_600_000, 1), ...stored]);
    store.open('sys', 'S-1', { preset: '24h' });
    expect(store.status).toBe('loading');
    expect(ui.progressVisible).toBe(true);
    await settle();
    expect(ui.progressVisible).toBe(false);
    expect(store.status).toBe('ready');
    expect(store.source).toBe('samples');
    expect(pageCalls).toEqual([undefined, stored[1].time, stored[3].time]);
    expect(store.sampleSeries[0].y).toEqual([20.5, 20.4, 20.3, 20.2, 20.1]);
    expect(live()).toBe(stored[4].time);

    push([sample(NOW + 5000, 250)]);
    expect(store.sampleSeries[0].y.at(-1)).toBe(25);
    expect(store.exportRange()).toEqual({ from: NOW - 86_400_000, to: NOW });
  });

  it('reads rollups for 30 days (31 days at most) and shows bands', async () => {
    const rollup: Rollup = {
      day: '2026-11-20',
      values: {},
      rssi: {},
      rssiHours: {},
      samples: {},
      last: {},
      hours: { '3': { '0': { min: 1, max: 3, sum: 4, count: 2 } } },
    };
    const { store, dayCalls, push } = setup([], [rollup]);
    store.open('sys', 'S-1', { preset: '30d' });
    await settle();
    expect(store.source).toBe('rollups');
    expect(dayCalls[0]).toHaveLength(31);
    expect(store.bandSeries[0]).toMatchObject({ mean: [2], min: [1], max: [3] });
    push([sample(NOW + 1, 100)]);
    expect(store.sampleSeries[0].y).toEqual([10]);
  });

  it('shows the empty state, and a custom range is not followed live', async () => {
    const { store, live } = setup([]);
    store.open('sys', 'S-1', { custom: { from: NOW - 7200_000, to: NOW - 3600_000 } });
    await settle();
    expect(store.isEmpty).toBe(true);
    expect(live()).toBeUndefined();
    expect(store.exportRange()).toEqual({ from: NOW - 7200_000, to: NOW - 3600_000 });
  });

  it('switching range drops a late answer of the previous one and stops its listener', async () => {
    const { store, stopped } = setup([sample(NOW - 1000, 100)]);
    store.open('sys', 'S-1', { preset: '1h' });
    await settle();
    store.open('sys', 'S-1', { preset: '7d' });
    expect(stopped()).toBe(1);
    expect(store.samples).toEqual([]);
    await settle();
    expect(store.source).toBe('rollups');
  });

  it('reads the rollups for a short range older than the raw samples kept (they expired), and raw ones within it', async () => {
    const DAY = 86_400_000;
    const { store, pageCalls, dayCalls } = setup([], [], 2, 90);
    store.open('sys', 'S-1', { custom: { from: NOW - 100 * DAY, to: NOW - 99 * DAY } });
    await settle();
    expect(store.source).toBe('rollups');
    expect(pageCalls).toEqual([]);
    expect(dayCalls).toHaveLength(1);
    store.open('sys', 'S-1', { custom: { from: NOW - 80 * DAY, to: NOW - 79 * DAY } });
    await settle();
    expect(store.source).toBe('samples');
    expect(pageCalls).toEqual([undefined]);
  });
});
