import { describe, expect, it } from 'vitest';
import { DEVICE_TYPES } from '../constants.js';
import { DeviceSchema, DeviceStateSchema } from './device.js';

describe('DeviceSchema', () => {
  it('knows the three device types', () => {
    expect(DEVICE_TYPES).toEqual(['SENSOR', 'GATEWAY', 'VIRTUAL']);
  });

  it('fills defaults for a bare device', () => {
    expect(DeviceSchema.parse({ type: 'SENSOR', sn: 'S-1' })).toEqual({
      type: 'SENSOR',
      sn: 'S-1',
      alias: '',
      tags: [],
      labels: [],
      config: {},
    });
  });

  it('reads sample and state', () => {
    const state = {
      sampleTime: 1,
      online: true,
      lastSeen: 1,
      errorCode: null,
      errorText: null,
      display: ['21.5 °C'],
      alarm: ['rule-1'],
    };
    const device = DeviceSchema.parse({ type: 'GATEWAY', sn: 'GW-1', sample: { time: 1, values: [1] }, state });
    expect(device.state).toEqual(state);
    expect(device.sample).toEqual({ time: 1, values: [1] });
    expect(DeviceStateSchema.parse({ ...state, alarm: undefined }).alarm).toEqual([]);
  });

  it.each([
    [{ type: 'PHONE', sn: 'S-1' }, ['type']],
    [{ type: 'SENSOR', sn: '' }, ['sn']],
    [{ type: 'SENSOR', sn: 'S-1', labels: 'ethernet' }, ['labels']],
  ])('refuses %j naming the field', (input, path) => {
    expect(DeviceSchema.safeParse(input).error?.issues[0].path).toEqual(path);
  });

  it('loads a device whose config is broken, with no config (the state says what is wrong)', () => {
    expect(DeviceSchema.parse({ type: 'SENSOR', sn: 'S-1', config: { calc: 5 } }).config).toEqual({});
  });
});
