import { describe, expect, it } from 'vitest';
import type { LoadedDevice } from '../../data/devices';
import { RuleEditorStore } from './RuleEditorStore';
import type { Transport } from '../transport';

const MIN = 60_000;
const NOW = 10_000 * MIN;

function fakeTransport() {
  const saved: unknown[] = [];
  const reads: string[] = [];
  const transport = {
    saveEventRule: async (_sid: string, id: string | null, rule: unknown) => {
      saved.push({ id, rule });
      return id ?? 'new-id';
    },
    deleteEventRule: async () => {},
    readDevice: async (_sid: string, sn: string) => {
      reads.push(`device ${sn}`);
      return sn === 'S-9' ? undefined : device(sn);
    },
    readSampleHistory: async (_sid: string, sn: string, since: number) => {
      reads.push(`${sn}>=${since}`);
      // S-1 crosses 30 twice in the week, with a dip between; S-2 never.
      const values = sn === 'S-1' ? [20, 35, 36, 20, 40, 20] : [10, 10];
      return values.map((v, i) => ({ time: NOW - (values.length - i) * 10 * MIN, values: [v] }));
    },
  } as unknown as Transport;
  return { transport, saved, reads };
}

const device = (sn: string, type: LoadedDevice['type'] = 'SENSOR') =>
  ({ sn, type, config: {} }) as unknown as LoadedDevice;

describe('RuleEditorStore', () => {
  it('creates a new rule once when Save is pressed twice before the first press has finished', async () => {
    const { transport, saved } = fakeTransport();
    const store = new RuleEditorStore(transport, 's1', null, undefined, { devices: ['S-1'] });
    store.set('name', 'Hot');
    store.set('threshold', '30');
    expect(await Promise.all([store.save(), store.save()])).toEqual(['new-id', null]);
    expect(saved).toHaveLength(1);
    expect(store.busy).toBe(false);
  });

  it('saves nothing while the draft is invalid, and shows the errors by field', async () => {
    const { transport, saved } = fakeTransport();
    const store = new RuleEditorStore(transport, 's1', null);
    expect(await store.save()).toBeNull();
    expect(saved).toEqual([]);
    expect(store.errors).toMatchObject({ name: 'Name is required', devices: 'Pick at least one device' });
    store.set('name', 'Hot');
    expect(store.errors.name).toBeUndefined();
  });

  it('saves a valid rule as the shared schema has it (delay in seconds)', async () => {
    const { transport, saved } = fakeTransport();
    const store = new RuleEditorStore(transport, 's1', null, undefined, { devices: ['S-1'] });
    store.set('name', 'Hot');
    store.set('threshold', '30');
    store.set('delayMin', '1');
    expect(await store.save()).toBe('new-id');
    expect(saved).toEqual([
      { id: null, rule: expect.objectContaining({ threshold: 30, delaySec: 60, devices: ['S-1'] }) },
    ]);
  });

  it('backtests the draft over the last 7 days of the watched devices only', async () => {
    const { transport, reads } = fakeTransport();
    const store = new RuleEditorStore(transport, 's1', null, undefined, { devices: ['*'] });
    store.set('name', 'Hot');
    store.set('threshold', '30');
    await store.runBacktest(async () => [device('S-1'), device('S-2'), device('GW-1', 'GATEWAY')], NOW);
    expect(reads).toEqual([`S-1>=${NOW - 7 * 1440 * MIN}`, `S-2>=${NOW - 7 * 1440 * MIN}`]);
    expect(store.backtest?.alarms.map((a) => a.time)).toEqual([NOW - 50 * MIN, NOW - 20 * MIN]);
    // Any change to the draft makes the result stale.
    store.set('threshold', '38');
    expect(store.backtest).toBeNull();
    await store.runBacktest(async () => [device('S-1'), device('S-2')], NOW);
    expect(store.backtest?.alarms).toHaveLength(1);
  });

  it('reads only the picked devices, by serial, for a rule on picked devices (never the whole list)', async () => {
    const { transport, reads } = fakeTransport();
    const store = new RuleEditorStore(transport, 's1', null, undefined, { devices: ['S-1', 'S-9'] });
    store.set('name', 'Hot');
    store.set('threshold', '30');
    const readAll = async () => {
      throw new Error('the whole list was read');
    };
    await store.runBacktest(readAll, NOW);
    // S-9 is gone: nothing to replay for it.
    expect(reads).toEqual(['device S-1', 'device S-9', `S-1>=${NOW - 7 * 1440 * MIN}`]);
    expect(store.backtest?.alarms).toHaveLength(2);
  });
});
