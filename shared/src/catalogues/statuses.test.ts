import { describe, expect, it } from 'vitest';
import {
  CONNECTION_STATUS,
  connectionStatusName,
  isProtocolVersion,
  LOG_SEVERITY,
  logSeverityName,
  PROTOCOL_VERSIONS,
} from './statuses.js';

describe('connectionStatusName', () => {
  it.each([
    [-1, 'INACTIVE'],
    [0, 'CONNECTING'],
    [1, 'CONNECTED'],
    [2, 'FAILED_TO_START_SESSION'],
    [3, 'FAILED_TO_CREATE_INSTANCE'],
    [4, 'FAILED_TO_PUBLISH'],
  ])('%i is %s', (code, name) => {
    expect(connectionStatusName(code)).toBe(name);
  });

  it('has exactly the six statuses', () => {
    expect(Object.keys(CONNECTION_STATUS)).toHaveLength(6);
  });

  it('is UNKNOWN for anything else', () => {
    for (const code of [-2, 5, 1.5, Number.NaN, null, undefined]) expect(connectionStatusName(code)).toBe('UNKNOWN');
  });
});

describe('logSeverityName', () => {
  it('names the three severities', () => {
    expect(LOG_SEVERITY).toEqual({ Info: 0, Warning: 10, Error: 20 });
    expect(logSeverityName(0)).toBe('Info');
    expect(logSeverityName(10)).toBe('Warning');
    expect(logSeverityName(20)).toBe('Error');
  });

  it('is undefined for any other level', () => {
    for (const level of [1, 15, 30, -10, null, undefined]) expect(logSeverityName(level)).toBeUndefined();
  });
});

describe('isProtocolVersion', () => {
  it('knows OLD, V2 and V3 only, in exact case', () => {
    expect(PROTOCOL_VERSIONS).toEqual(['OLD', 'V2', 'V3']);
    for (const v of PROTOCOL_VERSIONS) expect(isProtocolVersion(v)).toBe(true);
    for (const v of ['v2', 'V1', 'V4', '', 2, null, undefined]) expect(isProtocolVersion(v)).toBe(false);
  });
});
