import { describe, expect, it } from 'vitest';
import { isSensorErrorCode, SENSOR_ERROR_MESSAGES, sensorErrorMessage } from './sensorErrors.js';

describe('sensor error codes', () => {
  it.each([
    [30000, 'Error: Short Circuit'],
    [30001, 'Error: Open loop'],
    [30002, 'Error: Firmware error'],
    [30003, ''],
    [30004, ''],
    [30005, ''],
    [30006, 'Error: Radio timeout'],
    [30007, 'Error: Value out of range'],
    [30100, 'Error: Element not connected'],
    [30115, 'Error: Probe not connected or defective'],
  ])('%i is an error code with message %j', (code, message) => {
    expect(isSensorErrorCode(code)).toBe(true);
    expect(sensorErrorMessage(code)).toBe(message);
  });

  it('has exactly the codes of docs/CATALOGUES.md', () => {
    expect(Object.keys(SENSOR_ERROR_MESSAGES).map(Number)).toEqual([
      30000, 30001, 30002, 30003, 30004, 30005, 30006, 30007, 30100, 30115,
    ]);
  });

  it('treats every other value as a reading', () => {
    for (const value of [29999, 30008, 30099, 30101, 30114, 30116, 0, -30000, 30000.5, Number.NaN]) {
      expect(isSensorErrorCode(value)).toBe(false);
      expect(sensorErrorMessage(value)).toBeUndefined();
    }
  });
});
