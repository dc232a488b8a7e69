import { describe, expect, it } from 'vitest';
import { derivedInputsChanged, recomputeSensorState } from './derivedRecompute.js';

const state = {
  sampleTime: 1_000,
  online: true,
  lastSeen: 1_000,
  errorCode: null,
  errorText: null,
  display: ['21.5 °C'],
  alarm: ['hot'],
};
const sensor = (config: Record<string, unknown>) => ({
  config,
  sample: { time: 1_000, values: [21.5], rawValues: [215] },
  state,
});

describe('derivedInputsChanged', () => {
  it('is true only when the config (or type) changed, whatever the key order; never for a sample update', () => {
    const before = { type: 'SENSOR', config: { calc: ['x / 10'], si: ['°C'] }, sample: { time: 1 } };
    expect(derivedInputsChanged(before, { ...before, sample: { time: 2 }, state: {} })).toBe(false);
    expect(derivedInputsChanged(before, { ...before, config: { si: ['°C'], calc: ['x / 10'] } })).toBe(false);
    expect(derivedInputsChanged(before, { ...before, config: { calc: ['x / 10'], si: ['K'] } })).toBe(true);
    expect(derivedInputsChanged(undefined, before)).toBe(false);
  });
});

describe('recomputeSensorState', () => {
  it('keeps the latest sample as measured (one stored before units were kept shows in the new units), keeping online, last seen and alarms', () => {
    const out = recomputeSensorState(sensor({ calc: ['x / 10 + 1'], si: ['K'] }), null, 5_000);
    // The formula applies to the samples after the edit: 21.5 stays 21.5, not 22.5.
    expect(out?.sample).toEqual({ time: 1_000, values: [21.5], rawValues: [215] });
    expect(out?.state).toEqual({ ...state, display: ['21.5 K'] });
  });

  it('a formula and unit edit writes nothing when the sample kept its units: the kept value still reads in the unit it was computed in', () => {
    const kept = { ...sensor({ calc: ['x / 10 + 1'], si: ['K'] }), sample: { ...sensor({}).sample, units: ['°C'] } };
    expect(recomputeSensorState(kept, null, 5_000)).toBeUndefined();
  });

  it('a formula change alone writes nothing: the kept value displays the same', () => {
    expect(recomputeSensorState(sensor({ calc: ['x / 10 + 5'], si: ['°C'] }), null, 5_000)).toBeUndefined();
  });

  it('is undefined when nothing would change (no write, so the trigger ends), or there is no sample', () => {
    expect(recomputeSensorState(sensor({ calc: ['x / 10'], si: ['°C'] }), null, 5_000)).toBeUndefined();
    expect(recomputeSensorState({ ...sensor({}), sample: null }, null, 5_000)).toBeUndefined();
  });

  it('a broken config keeps the measured values and says what is wrong', () => {
    const out = recomputeSensorState(sensor({}), 'Check config: calc is not a list of formulas', 5_000);
    expect(out?.sample.values).toEqual([21.5]);
    expect(out?.state.errorText).toBe('Check config: calc is not a list of formulas');
  });
});
