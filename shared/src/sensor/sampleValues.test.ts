import { describe, expect, it } from 'vitest';
import { isErrorSample, keptValues, primaryValue, sampleValues, scaleRawValues } from './sampleValues.js';

describe('scaleRawValues', () => {
  it('scales each raw value with its own formula', () => {
    expect(scaleRawValues([215, 600, 7], { calc: ['x / 10', 'x / 10'] })).toEqual({
      values: [21.5, 60, 7],
      failed: [false, false, false],
    });
  });

  it('passes missing readings and sensor error codes through unscaled', () => {
    expect(scaleRawValues([null, 30115], { calc: ['x / 10', 'x / 10'] })).toEqual({
      values: [null, 30115],
      failed: [false, false],
    });
  });

  it('marks a value whose formula fails, keeping the others', () => {
    expect(scaleRawValues([1, 2], { calc: ['Math.constructor', 'x * 2'] })).toEqual({
      values: [null, 4],
      failed: [true, false],
    });
  });
});

describe('sampleValues', () => {
  it('scales raw values with the current config when the sample has them', () => {
    expect(sampleValues({ calc: ['x / 10'] }, { time: 1, values: [99], rawValues: [215] }).values).toEqual([21.5]);
  });

  it('uses the stored values otherwise', () => {
    expect(sampleValues({ calc: ['x / 10'] }, { time: 1, values: [99], rawValues: [] })).toEqual({
      values: [99],
      failed: [false],
    });
  });
});

describe('keptValues', () => {
  it('is the values stored when the sample arrived, whatever the raw readings scale to today', () => {
    expect(keptValues({ values: [20, 60], rawValues: [200, 600] })).toEqual({
      values: [20, 60],
      failed: [false, false],
    });
  });

  it('marks a null stored for a real reading as a formula that failed; a missing reading or error code is not', () => {
    expect(keptValues({ values: [null, null, 30115], rawValues: [200, null, 30115] }).failed).toEqual([
      true,
      false,
      false,
    ]);
    expect(keptValues({ values: [null] }).failed).toEqual([false]);
  });
});

describe('isErrorSample', () => {
  it('is true exactly for status 106', () => {
    expect(isErrorSample({ status: 106 })).toBe(true);
    expect(isErrorSample({ status: 105 })).toBe(false);
    expect(isErrorSample({ status: 107 })).toBe(false);
    expect(isErrorSample({})).toBe(false);
    expect(isErrorSample(null)).toBe(false);
    expect(isErrorSample(undefined)).toBe(false);
  });
});

describe('primaryValue', () => {
  it('is the pv value as stored with the sample', () => {
    expect(
      primaryValue({ pv: 1, calc: [null, 'x / 10 + 1'] }, { time: 1, values: [5, 21.5], rawValues: [5, 215] }),
    ).toBe(21.5);
    expect(primaryValue({}, { time: 1, values: [7, 8] })).toBe(7);
  });

  it('is null without a sample, a value, a working formula or a real reading', () => {
    expect(primaryValue({}, null)).toBeNull();
    expect(primaryValue({}, undefined)).toBeNull();
    expect(primaryValue({ pv: 3 }, { time: 1, values: [1] })).toBeNull();
    expect(primaryValue({ calc: ['x +'] }, { time: 1, values: [null], rawValues: [1] })).toBeNull();
    expect(primaryValue({}, { time: 1, values: [30001], rawValues: [30001], status: 106 })).toBeNull();
  });
});
