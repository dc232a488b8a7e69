import type { Sample } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { deriveState, planDeviceUpdate } from './sampleWrite.js';

const NOW = 1_700_000_000_000;
const config = { calc: ['x / 10'], si: ['°C'] };
const sample = (time: number, raw: number, gw = 'GW-1', rssi?: number): Sample => ({
  time,
  values: [raw / 10],
  rawValues: [raw],
  gatewaySn: gw,
  gateways: { [gw]: { time, ...(rssi !== undefined ? { rssi } : {}) } },
});

describe('planDeviceUpdate', () => {
  it('writes the newest sample of the batch with its derived state', () => {
    const update = planDeviceUpdate({ config }, [sample(NOW - 2000, 200), sample(NOW - 1000, 215)], NOW);
    expect(update?.sample.time).toBe(NOW - 1000);
    expect(update?.state).toMatchObject({ sampleTime: NOW - 1000, online: true, display: ['21.5 °C'], alarm: [] });
  });

  it('writes nothing for an older sample than the stored one (unordered delivery)', () => {
    const stored = sample(NOW, 300);
    expect(planDeviceUpdate({ config, sample: stored }, [sample(NOW - 5000, 100)], NOW)).toBeUndefined();
  });

  it('carries only the sensor facts that differ from what the device has stored', () => {
    const facts = { battery: 80, firmware: '1.0', protocol: 'V3' as const };
    const batch = [sample(NOW - 1000, 215)];
    expect(
      planDeviceUpdate({ config, facts }, batch, NOW, null, { battery: 80, firmware: '1.0' })?.facts,
    ).toBeUndefined();
    expect(planDeviceUpdate({ config, facts }, batch, NOW, null, { battery: 79, protocol: 'V3' })?.facts).toEqual({
      battery: 79,
    });
    expect(planDeviceUpdate({ config }, batch, NOW)?.facts).toBeUndefined();
  });

  it('writes nothing for an empty batch', () => {
    expect(planDeviceUpdate({ config }, [], NOW)).toBeUndefined();
  });

  it('the same sample through a second gateway keeps both sightings', () => {
    const stored = sample(NOW - 1000, 215, 'GW-1', -70);
    const update = planDeviceUpdate({ config, sample: stored }, [sample(NOW - 1000, 215, 'GW-2', -90)], NOW);
    expect(Object.keys(update?.sample.gateways ?? {}).sort()).toEqual(['GW-1', 'GW-2']);
  });

  it('keeps the alarms already firing and never moves lastSeen back', () => {
    const state = {
      sampleTime: NOW,
      online: true,
      lastSeen: NOW,
      errorCode: null,
      errorText: null,
      display: [],
      alarm: ['rule-1'],
    };
    const update = planDeviceUpdate({ config, state }, [sample(NOW - 60_000, 100)], NOW);
    expect(update?.state.alarm).toEqual(['rule-1']);
    expect(update?.state.lastSeen).toBe(NOW);
  });
});

describe('deriveState', () => {
  it('an error reading gives its catalogue text and code, and an old sample is offline', () => {
    const old = { time: NOW - 31 * 60_000, values: [30115], rawValues: [30115], status: 106 };
    const state = deriveState({ config }, old, NOW);
    expect(state.online).toBe(false);
    expect(state.errorCode).toBe(30115);
    expect(state.errorText).toBe('Error: Probe not connected or defective');
  });
});
