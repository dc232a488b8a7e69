import { describe, expect, it } from 'vitest';
import { deriveState, mergeSightings, planDeviceUpdate, toStoredSample } from './sampleWrite.js';

const posted = { sn: 'S-1', time: 1_700_000_000_000, rawValues: [215], rssi: -70 };
const config = { calc: ['x / 10'], si: ['°C'] };

describe('storing a posted sample', () => {
  it('scales with the config, keeps the raw values, the units the values were computed in and the gateway sighting', () => {
    expect(toStoredSample(posted, 'GW-1', { config })).toEqual({
      time: posted.time,
      values: [21.5],
      rawValues: [215],
      units: ['°C'],
      rssi: -70,
      gatewaySn: 'GW-1',
      gateways: { 'GW-1': { time: posted.time, rssi: -70 } },
    });
  });

  it('stores raw (no scaled values) when the config is broken, and the state says why', () => {
    const sample = toStoredSample(posted, 'GW-1', { config: {} }, 'Check config: calc is not a list of formulas');
    expect(sample).toMatchObject({ values: [], rawValues: [215] });
    expect(sample.units).toBeUndefined();
    const state = deriveState({ config: {} }, sample, posted.time, 'Check config: calc is not a list of formulas');
    expect(state.errorText).toBe('Check config: calc is not a list of formulas');
  });

  it('never puts lastSeen in the future', () => {
    const ahead = toStoredSample({ ...posted, time: posted.time + 30_000 }, 'GW-1', { config });
    expect(deriveState({ config }, ahead, posted.time).lastSeen).toBe(posted.time);
  });

  it('updates the device only with a sample at least as new, keeping both sightings of the same time', () => {
    const stored = toStoredSample(posted, 'GW-1', { config });
    const older = toStoredSample({ ...posted, time: posted.time - 1 }, 'GW-1', { config });
    expect(planDeviceUpdate({ config, sample: stored }, [older], posted.time)).toBeUndefined();
    const again = toStoredSample({ ...posted, rssi: -90 }, 'GW-2', { config });
    const plan = planDeviceUpdate({ config, sample: stored }, [again], posted.time);
    expect(Object.keys(plan?.sample.gateways ?? {})).toEqual(['GW-1', 'GW-2']);
    expect(mergeSightings(stored, again).gatewaySn).toBe('GW-2');
  });
});
