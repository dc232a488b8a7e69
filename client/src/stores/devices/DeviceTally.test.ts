import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import type { LoadedDevice } from '../../data/devices';
import { DeviceTally } from './DeviceTally';

const NOW = 1_000_000_000;

/** A sensor heard now, with no gateway (the counting itself is tested in shared/src/sensor/systemTally.test.ts). */
const sensor = (sn: string): LoadedDevice =>
  ({
    type: 'SENSOR',
    sn,
    alias: sn,
    tags: [],
    labels: [],
    config: {},
    sample: { time: NOW, rawValues: [1], values: [1] },
    id: sn,
    ref: null,
  }) as LoadedDevice;

describe('DeviceTally', () => {
  it('tells an observer when a device changes, and only then', () => {
    const tally = new DeviceTally();
    const seen: string[] = [];
    const stop = autorun(() => {
      const { sensors } = tally.countsAt(NOW);
      seen.push(`${sensors.total}/${sensors.online}`);
    });
    const a = sensor('S1');
    tally.update(undefined, a);
    tally.update(a, a);
    tally.update(undefined, undefined);
    tally.replace([a, sensor('S2')]);
    tally.update(a, undefined);
    expect(seen).toEqual(['0/0', '1/1', '2/2', '1/1']);
    stop();
  });
});
