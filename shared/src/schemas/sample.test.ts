import { describe, expect, it } from 'vitest';
import { compactSightings, SampleSchema, samplePaths } from './sample.js';

describe('SampleSchema', () => {
  it('reads every field of docs/DATA_MODEL.md', () => {
    const sample = {
      time: 1000,
      values: [21.5, null],
      rawValues: [215, null],
      status: 106,
      rssi: -70,
      gatewaySn: 'GW-1',
      gateways: { 'GW-1': { time: 1000, rssi: -70 }, 'GW-2': { time: 900 } },
    };
    expect(SampleSchema.parse(sample)).toEqual(sample);
  });

  it('defaults values to an empty list', () => {
    expect(SampleSchema.parse({ time: 1 })).toEqual({ time: 1, values: [] });
  });

  it.each([
    [{ values: [] }, ['time']],
    [{ time: 1, values: ['1'] }, ['values', 0]],
    [{ time: 1, status: 1.5 }, ['status']],
    [{ time: 1, gateways: { 'GW-1': {} } }, ['gateways', 'GW-1', 'time']],
  ])('refuses %j naming the field', (input, path) => {
    expect(SampleSchema.safeParse(input).error?.issues[0].path).toEqual(path);
  });

  it('stores a sample heard by its posting gateway alone without its sightings, and reads them back', () => {
    const heard = {
      time: 1000,
      values: [1],
      rssi: -70,
      gatewaySn: 'GW-1',
      gateways: { 'GW-1': { time: 1000, rssi: -70 } },
    };
    const stored = compactSightings(heard);
    expect(stored).not.toHaveProperty('gateways');
    expect(SampleSchema.parse(stored)).toEqual(heard);
    // No rssi: the sighting has none either.
    const quiet = { time: 5, values: [], gatewaySn: 'GW-1', gateways: { 'GW-1': { time: 5 } } };
    expect(SampleSchema.parse(compactSightings(quiet))).toEqual(quiet);
  });

  it('keeps the sightings of a sample heard through another gateway, or at another moment', () => {
    const two = {
      time: 1000,
      rssi: -70,
      gatewaySn: 'GW-1',
      gateways: { 'GW-1': { time: 1000, rssi: -70 }, 'GW-2': { time: 1000 } },
    };
    expect(compactSightings(two)).toBe(two);
    const other = { time: 1000, rssi: -70, gatewaySn: 'GW-1', gateways: { 'GW-2': { time: 1000, rssi: -70 } } };
    expect(compactSightings(other)).toBe(other);
    const weaker = { time: 1000, rssi: -70, gatewaySn: 'GW-1', gateways: { 'GW-1': { time: 1000, rssi: -90 } } };
    expect(compactSightings(weaker)).toBe(weaker);
  });

  it('names history documents by time, in ids that sort as the times do', () => {
    expect(samplePaths.id(1_764_650_000_000)).toBe('1764650000000');
    expect(samplePaths.id(0)).toBe('0000000000000');
    expect(samplePaths.id(999) < samplePaths.id(1_577_836_800_000)).toBe(true);
    expect(samplePaths.id(Number.MAX_SAFE_INTEGER)).toBe('9999999999999');
  });
});
