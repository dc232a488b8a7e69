import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { device, loaded, setupDeviceStore as setup } from '../../testing/deviceStoreHarness';

describe('DeviceStore keeping the devices on screen live', () => {
  // Listeners start in a task after the one that asked (stores/devices/liveDevices.ts): `started` lets it pass.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const started = () => vi.advanceTimersByTime(0);

  it('listens to a held device only, applies its updates, and stops after the grace period', () => {
    const { store, send, live } = setup();
    send(true, { initial: true, upserted: [device('S-1', 1), device('S-2', 2)] });
    const untouched = store.device('S-2');
    const release = store.watch(['S-1']);
    started();
    expect([...live.keys()]).toEqual(['S-1']);
    live.get('S-1')?.(loaded(device('S-1', 50)), true);
    expect(store.device('S-1')?.sample?.rawValues).toEqual([50]);
    expect(store.device('S-2')).toBe(untouched);

    release();
    const again = store.watch(['S-1']); // a row re-mounted within the grace period: same listener
    again();
    vi.advanceTimersByTime(10_000);
    expect(live.size).toBe(0);
  });

  it('drops a held device only when the server says it is gone', () => {
    const { store, send, live } = setup();
    send(true, { initial: true, upserted: [device('S-1', 1, 'B'), device('S-2', 2, 'C')] });
    store.watch(['S-1', 'S-2']);
    started();
    live.get('S-1')?.(undefined, false); // the SDK's cache does not hold it: says nothing
    expect(store.idsOf('SENSOR')).toEqual(['S-1', 'S-2']);
    live.get('S-1')?.(undefined, true);
    expect(store.idsOf('SENSOR')).toEqual(['S-2']);
    live.get('S-2')?.(loaded(device('S-2', 2, 'A renamed')), true);
    expect(store.sensors.map((d) => d.alias)).toEqual(['A renamed']);
  });

  it("keeps a device its own listener delivered after a list read began over that read's older copy", () => {
    const { store, send, live, setStructure } = setup();
    send(true, { initial: true, upserted: [device('S-1', 1), device('S-2', 2)] });
    store.watch(['S-1']);
    started();
    setStructure('3/0/0');
    const since = Date.now() - 1; // the re-read began…
    live.get('S-1')?.(loaded(device('S-1', 50)), true); // …then S-1's listener delivered a newer sample
    send(true, { initial: true, upserted: [device('S-1', 1), device('S-2', 2), device('S-3', 3)] });
    expect(store.device('S-1')?.sample?.rawValues).toEqual([1]); // a change without `since` (a listener's) is taken as it is
    live.get('S-1')?.(loaded(device('S-1', 60)), true);
    sendSince(since);
    expect(store.device('S-1')?.sample?.rawValues).toEqual([60]);
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1', 'S-2', 'S-3']);

    function sendSince(at: number) {
      send(true, { initial: true, upserted: [device('S-1', 1), device('S-2', 2), device('S-3', 3)], since: at });
    }
  });

  it('follows the whole list with one listener while any screen holds it', () => {
    const { store, send, wholeListeners } = setup();
    send(true, { initial: true, upserted: [device('S-1', 1)] });
    const first = store.watchAll();
    const second = store.watchAll();
    expect(wholeListeners()).toBe(1);
    send(true, { upserted: [device('S-2', 2)] });
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1', 'S-2']);
    first();
    first();
    expect(wholeListeners()).toBe(1);
    second();
    expect(wholeListeners()).toBe(0);
  });

  it('reads the list again when the summary says a device came or went, and stops following on leaving', () => {
    const { store, send, live, listReads, setStructure } = setup();
    send(true, { initial: true, upserted: [device('S-1', 1)] });
    store.watch(['S-1']);
    started();
    expect(listReads()).toBe(1);
    setStructure('2/0/0');
    expect(listReads()).toBe(2);
    send(true, { initial: true, upserted: [device('S-1', 1), device('S-2', 2)] });
    expect(store.sensors.map((d) => d.sn)).toEqual(['S-1', 'S-2']);
    store.dispose();
    expect(live.size).toBe(0);
    setStructure('3/0/0');
    expect(listReads()).toBe(2);
  });
});
