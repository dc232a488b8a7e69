import { describe, expect, it } from 'vitest';
import type { LoadedDevice } from '../../data/devices';
import { sameDevice } from './sameDevice';

const device = (over: Partial<LoadedDevice> = {}): LoadedDevice =>
  ({
    id: 'S1',
    sn: 'S1',
    type: 'SENSOR',
    alias: 'Fridge',
    config: { si: ['°C'], calc: ['x / 10'], pv: 0 },
    sample: { ts: 1000, values: [215], gw: [{ sn: 'G1', rssi: -70 }] },
    ref: null,
    ...over,
  }) as unknown as LoadedDevice;

describe('whether a device read again is the one held', () => {
  it('is the same for equal data in another key order', () => {
    const { ref, sample: _s, ...rest } = device();
    const reordered = { ref, sample: { values: [215], gw: [{ rssi: -70, sn: 'G1' }], ts: 1000 }, ...rest };
    expect(sameDevice(device(), reordered as unknown as LoadedDevice)).toBe(true);
  });

  it('differs when a value, an array entry or a key differs', () => {
    expect(sameDevice(device(), device({ alias: 'Freezer' }))).toBe(false);
    const later = device();
    (later.sample as unknown as { values: number[] }).values = [216];
    expect(sameDevice(device(), later)).toBe(false);
    expect(sameDevice(device(), { ...device(), tags: [] } as LoadedDevice)).toBe(false);
    expect(sameDevice(device(), device({ alias: undefined }))).toBe(false);
  });

  it('compares references as themselves', () => {
    const ref = {} as LoadedDevice['ref'];
    expect(sameDevice(device({ ref }), device({ ref }))).toBe(true);
    expect(sameDevice(device({ ref }), device({ ref: {} as LoadedDevice['ref'] }))).toBe(false);
  });
});
