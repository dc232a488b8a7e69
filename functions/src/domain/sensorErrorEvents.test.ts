import type { EventRule } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { errorRouteFor, sensorErrorEvent } from './sensorErrorEvents.js';

const NOW = 1_700_000_000_000;
const sensor = { sn: 'S-1', type: 'SENSOR' as const, alias: 'Fridge' };
const rule = (kind: EventRule['kind'], channels: string[], devices = ['*'], enabled = true) =>
  ({ kind, channels, devices, enabled }) as unknown as EventRule;
const valid = { time: NOW - 2000, values: [4], rawValues: [40] };
const failing = { time: NOW - 1000, values: [], rawValues: [30115], status: 106 };

describe('errorRouteFor', () => {
  it('routes through every enabled rule watching the sensor’s values, the first as its rule', () => {
    const rules = [
      { id: 'off', rule: rule('offline_sensor', ['c-off']) },
      { id: 'hot', rule: rule('threshold', ['c-1', 'c-2']) },
      { id: 'other', rule: rule('threshold', ['c-9'], ['S-2']) },
      { id: 'disabled', rule: rule('binary', ['c-8'], ['*'], false) },
      { id: 'trend', rule: rule('forecast', ['c-2', 'c-3']) },
    ];
    expect(errorRouteFor(rules, sensor)).toEqual({ ruleId: 'hot', channels: ['c-1', 'c-2', 'c-3'] });
  });

  it('goes nowhere (stored and listed only) when no rule watches the sensor’s values', () => {
    expect(errorRouteFor([{ id: 'off', rule: rule('offline_sensor', ['c-off']) }], sensor)).toEqual({
      ruleId: null,
      channels: [],
    });
  });
});

describe('sensorErrorEvent', () => {
  const route = { ruleId: 'hot', channels: ['c-1'] };

  it('builds the Error event: catalogue text, code as value, severity 20, id from the sample time', () => {
    expect(sensorErrorEvent(sensor, valid, failing, route, NOW)).toEqual({
      eventId: `error_S-1_${NOW - 1000}`,
      event: {
        time: NOW,
        kind: 'error',
        deviceSn: 'S-1',
        ruleId: 'hot',
        channels: ['c-1'],
        value: 30115,
        text: 'Sensor Fridge: Error: Probe not connected or defective',
        severity: 20,
        acknowledgedBy: null,
        acknowledgedAt: null,
        createdBy: null,
      },
    });
  });

  it('names the code when the catalogue gives it no message (30003–30005)', () => {
    const silent = { ...failing, rawValues: [30004] };
    expect(sensorErrorEvent(sensor, valid, silent, route, NOW)?.event.text).toBe('Sensor Fridge: error code 30004');
  });

  it('builds the Error cleared event, severity 0, when a valid value follows', () => {
    const next = { ...valid, time: NOW };
    const raised = sensorErrorEvent({ ...sensor, alias: '' }, failing, next, route, NOW);
    expect(raised?.eventId).toBe(`error_cleared_S-1_${NOW}`);
    expect(raised?.event).toMatchObject({
      kind: 'error_cleared',
      value: 30115,
      severity: 0,
      text: 'Sensor S-1 reports valid values again',
    });
  });

  it('builds nothing when the sample changes no error', () => {
    expect(sensorErrorEvent(sensor, failing, { ...failing, time: NOW }, route, NOW)).toBeNull();
  });
});
