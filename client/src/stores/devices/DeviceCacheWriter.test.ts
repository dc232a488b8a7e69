import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Device } from '@neuron/shared';
import type { CacheWrite } from '../../data/deviceCache';
import type { LoadedDevice } from '../../data/devices';
import { DeviceCacheWriter } from './DeviceCacheWriter';

const device = (sn: string, raw: number): LoadedDevice => ({
  type: 'SENSOR',
  sn,
  alias: sn,
  tags: [],
  labels: [],
  config: {},
  sample: { time: 1_000, rawValues: [raw], values: [raw] },
  id: sn,
  ref: null,
});

function setup() {
  const writes: CacheWrite[] = [];
  const transport = {
    saveCachedDevices: (_id: string, write: CacheWrite) => {
      writes.push(write);
      return Promise.resolve();
    },
  };
  return { writes, writer: new DeviceCacheWriter(transport, 'sys', 1_000) };
}

const sns = (list: Device[]) => list.map((d) => d.sn);

describe('DeviceCacheWriter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes only the changed devices, at most once per interval, the latest version of each', () => {
    const { writes, writer } = setup();
    writer.changed([device('S-1', 1)], []);
    writer.changed([device('S-2', 2), device('S-1', 3)], []);
    expect(writes).toHaveLength(0);
    vi.advanceTimersByTime(1_000);
    expect(writes).toHaveLength(1);
    expect(sns(writes[0].put)).toEqual(['S-1', 'S-2']);
    expect(writes[0].put[0].sample?.rawValues).toEqual([3]);
    expect(writes[0].removed).toEqual([]);
    expect(writes[0].replace).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(writes).toHaveLength(1); // nothing changed since: nothing written
  });

  it('a full list replaces the system at once; changes after it wait for the interval', () => {
    const { writes, writer } = setup();
    writer.changed([device('S-9', 9)], []);
    writer.replaceAll([device('S-1', 1), device('S-2', 2)]);
    expect(writes).toHaveLength(1);
    expect(writes[0].replace).toBe(true);
    expect(sns(writes[0].put)).toEqual(['S-1', 'S-2']);
    expect(writes[0].put[0]).not.toHaveProperty('id');
    writer.changed([device('S-2', 5)], []);
    expect(writes).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(writes[1]).toMatchObject({ replace: false, removed: [] });
    expect(writes[1].put.map((d) => d.sample?.rawValues?.[0])).toEqual([5]);
  });

  it("syncs the server's list at once: the changed devices, the whole list's ids, and a pending change of a device it lacks as its removal", () => {
    const { writes, writer } = setup();
    writer.changed([device('S-9', 9), device('S-1', 1)], []);
    writer.sync({ changed: [device('S-2', 2)], listed: ['S-1', 'S-2', 'S-3'] });
    expect(writes).toHaveLength(1);
    expect(writes[0].replace).toBe(false);
    expect(sns(writes[0].put)).toEqual(['S-1', 'S-2']);
    expect(writes[0].removed).toEqual(['S-9']);
    expect([...(writes[0].listed ?? [])]).toEqual(['S-1', 'S-2', 'S-3']);
    writer.changed([device('S-3', 3)], []);
    vi.advanceTimersByTime(1_000);
    expect(writes[1].listed).toBeUndefined(); // a later write keeps the records it does not name
  });

  it('writes a removal at once, with the changes pending before it', () => {
    const { writes, writer } = setup();
    writer.changed([device('S-1', 1)], []);
    writer.changed([], ['S-7']);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ removed: ['S-7'], replace: false });
    expect(sns(writes[0].put)).toEqual(['S-1']);
    vi.advanceTimersByTime(5_000);
    expect(writes).toHaveLength(1); // the interval's write went with it
  });

  it('flush writes what is pending at once (leaving a system loses nothing)', () => {
    const { writes, writer } = setup();
    writer.changed([device('S-1', 1)], []);
    writer.flush();
    expect(writes).toHaveLength(1);
    vi.advanceTimersByTime(5_000);
    expect(writes).toHaveLength(1);
  });
});
