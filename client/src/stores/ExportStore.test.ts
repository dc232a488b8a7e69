import { describe, expect, it } from 'vitest';
import type { Sample } from '@neuron/shared';
import type { SamplePage } from '../data/history';
import { ExportStore } from './ExportStore';
import type { Transport } from './transport';
import { UiStore } from './UiStore';

const T = Date.parse('2026-11-23T00:00:00Z');
const stored: Sample[] = Array.from({ length: 7 }, (_, i) => ({
  time: T + i * 1000,
  values: [i],
  rssi: -70,
  gatewaySn: 'GW',
}));

function setup(onPage?: (n: number, store: ExportStore) => void) {
  let calls = 0;
  const transport = {
    readSamplesPage: (_sid: string, _sn: string, _range: unknown, after?: number): Promise<SamplePage> => {
      const samples = stored.filter((s) => after === undefined || s.time > after).slice(0, 3);
      calls++;
      onPage?.(calls, store);
      return Promise.resolve({ samples, nextAfter: samples.length === 3 ? samples.at(-1)!.time : undefined });
    },
  } as unknown as Transport; // only the call ExportStore makes
  const ui = new UiStore();
  const store = new ExportStore(transport, ui);
  return { store, ui, calls: () => calls };
}

const request = { systemId: 's', sn: 'S-1', config: { si: ['°C'] }, range: { from: T, to: T + 10_000 } };

describe('ExportStore', () => {
  it('reads every page into one CSV: a header and a line per stored sample, no cap', async () => {
    const { store, ui, calls } = setup();
    const running = store.run(request);
    expect(ui.progressVisible).toBe(true);
    const blob = await running;
    expect(ui.progressVisible).toBe(false);
    expect(calls()).toBe(3);
    const lines = (await blob!.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('time (UTC),Value 1 (°C),status,rssi,gateway,error');
    expect(lines).toHaveLength(8);
    expect(lines[7]).toBe('2026-11-23T00:00:06.000Z,6,,-70,GW,');
    expect(store.rows).toBe(7);
    expect(store.progress).toBe(1);
  });

  it('stops reading when cancelled', async () => {
    const { store, calls } = setup((n, s) => n === 2 && s.cancel());
    expect(await store.run(request)).toBeNull();
    expect(calls()).toBe(2);
    expect(store.running).toBe(false);
  });
});
