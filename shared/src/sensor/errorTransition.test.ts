import { describe, expect, it } from 'vitest';
import { sensorErrorChange } from './errorTransition.js';

const valid = (time: number) => ({ time, values: [21.5], rawValues: [215] });
const failing = (time: number, code: number) => ({ time, values: [], rawValues: [code], status: 106 });

describe('sensorErrorChange', () => {
  it('raises an Error with the catalogue text and severity Error (20) when a valid sensor reports 30115', () => {
    expect(sensorErrorChange(valid(1), failing(2, 30115))).toEqual({
      kind: 'error',
      code: 30115,
      text: 'Error: Probe not connected or defective',
      time: 2,
      severity: 20,
    });
  });

  it("raises on a sensor's first sample when it is an error", () => {
    expect(sensorErrorChange(undefined, failing(5, 30000))).toMatchObject({ kind: 'error', code: 30000 });
  });

  it('raises on status 106 without a catalogued code, shown as "Error"', () => {
    const change = sensorErrorChange(valid(1), { time: 2, values: [], rawValues: [7], status: 106 });
    expect(change).toMatchObject({ kind: 'error', code: 106, text: 'Error' });
  });

  it('raises nothing while the same error repeats', () => {
    expect(sensorErrorChange(failing(1, 30001), failing(2, 30001))).toBeNull();
  });

  it('raises again when the error code changes (a new cause)', () => {
    expect(sensorErrorChange(failing(1, 30001), failing(2, 30006))).toMatchObject({
      kind: 'error',
      code: 30006,
      text: 'Error: Radio timeout',
    });
  });

  it('clears with severity Info (0) when the sensor reports a valid value again', () => {
    expect(sensorErrorChange(failing(1, 30100), valid(2))).toEqual({
      kind: 'error_cleared',
      code: 30100,
      time: 2,
      severity: 0,
    });
  });

  it('changes nothing while valid values follow each other', () => {
    expect(sensorErrorChange(valid(1), valid(2))).toBeNull();
    expect(sensorErrorChange(undefined, valid(2))).toBeNull();
  });
});
