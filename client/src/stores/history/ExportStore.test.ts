import { describe, expect, it, vi } from 'vitest';
import type { Sample } from '@neuron/shared';
import type { SamplePage } from '../../data/history';
import { ExportStore, SinkClosedError, type CsvSink } from './ExportStore';
import type { Transport } from '../transport';
import { UiStore } from '../UiStore';

const T = Date.parse('2026-11-23T00:00:00Z');
const stored: Sample[] = Array.from({ length: 7 }, (_, i) => ({
  time: T + i * 1000,
  values: [i],
  rssi: -70,
  gatewaySn: 'GW',
}));

function setup(onPage?: (n: number, store: ExportStore) => void, retentionDays = 365) {
  let calls = 0;
  const ranges: { from: number; to: number }[] = [];
  const transport = {
    readSamplesPage: (
      _sid: string,
      _sn: string,
      range: { from: number; to: number },
      after?: number,
    ): Promise<SamplePage> => {
      ranges.push(range);
      const samples = stored.filter((s) => after === undefined || s.time > after).slice(0, 3);
      calls++;
      onPage?.(calls, store);
      return Promise.resolve({ samples, nextAfter: samples.length === 3 ? samples.at(-1)!.time : undefined });
    },
  } as unknown as Transport; // only the call ExportStore makes
  const ui = new UiStore();
  const store = new ExportStore(transport, ui, () => T + 60_000, retentionDays);
  return { store, ui, calls: () => calls, ranges };
}

const request = { systemId: 's', sn: 'S-1', config: { si: ['°C'] }, range: { from: T, to: T + 10_000 } };

/** A sink that records what reaches the file, and whether it was closed or discarded. */
function recordingSink(onWrite?: (n: number) => void) {
  const state = { parts: [] as string[], closed: false, aborted: false };
  const sink: CsvSink = {
    write: (text) => {
      state.parts.push(text);
      onWrite?.(state.parts.length);
      return Promise.resolve();
    },
    close: () => Promise.resolve(void (state.closed = true)),
    abort: () => Promise.resolve(void (state.aborted = true)),
  };
  return { sink, state };
}

describe('ExportStore', () => {
  it('writes every page to the file as it is read: a header and a line per stored sample, no cap', async () => {
    let barWhileReading = false;
    const { store, ui, calls } = setup(() => (barWhileReading ||= ui.progressVisible));
    const { sink, state } = recordingSink();
    expect(await store.run(request, () => Promise.resolve(sink))).toBe('saved');
    expect(barWhileReading).toBe(true);
    expect(ui.progressVisible).toBe(false);
    expect(calls()).toBe(3);
    // One part per page after the header: nothing is gathered before it is written.
    expect(state.parts).toHaveLength(4);
    expect(state.closed).toBe(true);
    const lines = state.parts.join('').trimEnd().split('\r\n');
    expect(lines[0]).toBe('time (UTC),Value 1 (°C),battery (%),status,rssi,gateway,error');
    expect(lines).toHaveLength(8);
    expect(lines[7]).toBe('2026-11-23T00:00:06.000Z,6,,,-70,GW,');
    expect(store.rows).toBe(7);
    expect(store.progress).toBe(1);
    expect(store.outcome).toBe('saved');
  });

  it('says where a downloaded file went (no save dialog showed it); nothing after a picked file', async () => {
    const { store } = setup();
    const { sink } = recordingSink();
    await store.run(request, () => Promise.resolve({ ...sink, where: 'S-1.csv in your browser’s downloads' }));
    expect(store.where).toBe('S-1.csv in your browser’s downloads');
    await store.run(request, () => Promise.resolve(recordingSink().sink));
    expect(store.where).toBeNull();
  });

  it('stops reading when cancelled and discards the file', async () => {
    const { store, calls } = setup((n, s) => n === 2 && s.cancel());
    const { sink, state } = recordingSink();
    expect(await store.run(request, () => Promise.resolve(sink))).toBe('cancelled');
    expect(calls()).toBe(2);
    expect(state.aborted).toBe(true);
    expect(state.closed).toBe(false);
    expect(store.running).toBe(false);
  });

  it('cancel ends a write that waits on a stalled download, and the export ends cancelled', async () => {
    const { store } = setup();
    let release: (() => void) | undefined;
    const state = { aborted: 0 };
    const sink: CsvSink = {
      // Never handed on until the sink is aborted (a download the browser does not read).
      write: () => new Promise<void>((_, reject) => (release = () => reject(new SinkClosedError('aborted')))),
      close: () => Promise.resolve(),
      abort: () => {
        state.aborted++;
        release?.();
        return Promise.resolve();
      },
    };
    const running = store.run(request, () => Promise.resolve(sink));
    await expect.poll(() => release).toBeDefined();
    store.cancel();
    expect(await running).toBe('cancelled');
    expect(state.aborted).toBeGreaterThan(0);
    expect(store.running).toBe(false);
  });

  it('a download stopped in the browser ends the export as cancelled, without an error', async () => {
    const { store, calls } = setup();
    const { sink, state } = recordingSink();
    sink.write = () => Promise.reject(new SinkClosedError('stopped'));
    expect(await store.run(request, () => Promise.resolve(sink))).toBe('cancelled');
    expect(calls()).toBe(1);
    expect(state.aborted).toBe(true);
    expect(store.error).toBeNull();
  });

  it('a dismissed save dialog exports nothing; a failed read says so and discards the file', async () => {
    const { store, calls } = setup();
    expect(await store.run(request, () => Promise.resolve(null))).toBeNull();
    expect(calls()).toBe(0);
    const failing = new ExportStore(
      { readSamplesPage: () => Promise.reject(new Error('offline')) } as unknown as Transport,
      new UiStore(),
    );
    const { sink, state } = recordingSink();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await failing.run(request, () => Promise.resolve(sink))).toBe('failed');
    expect(failing.error).toBe('The export failed; check the connection and try again.');
    expect(state.aborted).toBe(true);
  });

  it('exports only the raw samples kept when the range starts before them, and says where the file starts', async () => {
    const DAY = 86_400_000;
    const { store, ranges } = setup(undefined, 30);
    const { sink } = recordingSink();
    const old = { ...request, range: { from: T - 40 * DAY, to: T + 10_000 } };
    expect(await store.run(old, () => Promise.resolve(sink))).toBe('saved');
    const keptFrom = T + 60_000 - 30 * DAY;
    expect(ranges[0]).toEqual({ from: keptFrom, to: T + 10_000 });
    expect(store.rawFrom).toBe(keptFrom);
    expect(await store.run(request, () => Promise.resolve(recordingSink().sink))).toBe('saved');
    expect(store.rawFrom).toBeNull();
  });
});
