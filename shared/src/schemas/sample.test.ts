import { describe, expect, it } from 'vitest';
import { SampleSchema } from './sample.js';

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
});
