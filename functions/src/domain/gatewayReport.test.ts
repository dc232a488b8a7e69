import { describe, expect, it } from 'vitest';
import { gatewayReportChanges } from './gatewayReport.js';

const cell = { homeMobileCountryCode: 238, homeMobileNetworkCode: 1, cellId: 7, locationAreaCode: 4021 };

describe('gatewayReportChanges', () => {
  it('gives only the fields that differ from what is stored; nothing when the report repeats itself', () => {
    expect(gatewayReportChanges(undefined, { status: 1, cell })).toEqual({ status: 1, cell });
    const stored = { status: 1, cell, rssi: -70 };
    expect(gatewayReportChanges(stored, { status: 1, cell: { ...cell }, rssi: -70 })).toBeUndefined();
    expect(gatewayReportChanges(stored, { status: 0, rssi: -70, firmware: '2.0' })).toEqual({
      status: 0,
      firmware: '2.0',
    });
    expect(gatewayReportChanges(stored, { cell: { ...cell, cellId: 8 } })).toEqual({ cell: { ...cell, cellId: 8 } });
  });
});
