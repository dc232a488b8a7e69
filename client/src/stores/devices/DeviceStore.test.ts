import { describe, expect, it, vi } from 'vitest';
import { reaction } from 'mobx';
import type { Device } from '@neuron/shared';
import { device, loaded, setupDeviceStore as setup } from '../../testing/deviceStoreHarness';

// How the store takes a change of the devices in: the same objects for what did not change.

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
