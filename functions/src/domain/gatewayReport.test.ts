import { describe, expect, it } from 'vitest';
import { gatewayReportChanges, heardInfoOf, ownGatewayReportChanges } from './gatewayReport.js';

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

  it('stores a signal that moves only when it crosses into other bars (the row’s and page’s view of it)', () => {
    const stored = { status: 1, cell: { ...cell, rssi: -85 }, rssi: -70 };
    // -70 → -71 → -79: three bars still (above -80): nothing, whatever the cell's rssi does.
    expect(gatewayReportChanges(stored, { status: 1, rssi: -71, cell: { ...cell, rssi: -88 } })).toBeUndefined();
    expect(gatewayReportChanges(stored, { rssi: -79 })).toBeUndefined();
    // -81: two bars: the new rssi is stored (and onGatewayInfoWrite copies the link).
    expect(gatewayReportChanges(stored, { rssi: -81 })).toEqual({ rssi: -81 });
    // The first rssi a gateway reports is stored.
    expect(gatewayReportChanges({ status: 1 }, { rssi: -60 })).toEqual({ rssi: -60 });
    // Without its own rssi, its cell's is its link: stored when that crosses into other bars.
    const cellOnly = { cell: { ...cell, rssi: -85 } };
    expect(gatewayReportChanges(cellOnly, { cell: { ...cell, rssi: -90 } })).toBeUndefined();
    expect(gatewayReportChanges(cellOnly, { cell: { ...cell, rssi: -97 } })).toEqual({ cell: { ...cell, rssi: -97 } });
    // A new tower is stored whole, its rssi with it.
    expect(gatewayReportChanges(stored, { cell: { ...cell, cellId: 9, rssi: -84 } })).toEqual({
      cell: { ...cell, cellId: 9, rssi: -84 },
    });
    // On Ethernet the row draws no bars: an rssi moving writes nothing; going off Ethernet does.
    const wired = { ethernet: true, rssi: -70 };
    expect(gatewayReportChanges(wired, { ethernet: true, rssi: -110 })).toBeUndefined();
    expect(gatewayReportChanges(wired, { ethernet: false, rssi: -110 })).toEqual({ ethernet: false, rssi: -110 });
  });

  it('writes nothing into another system’s info', () => {
    expect(ownGatewayReportChanges('sys-1', { systemId: 'sys-2' }, { status: 1 })).toBeUndefined();
    expect(ownGatewayReportChanges('sys-1', { systemId: 'sys-1' }, { status: 1 })).toEqual({ status: 1 });
  });
});

describe('heardInfoOf', () => {
  it('gives the note the signal this post reported, on the info as it stands (its system kept)', () => {
    expect(heardInfoOf({ systemId: 'sys-1', rssi: -70 }, { rssi: -73, status: 1 })).toEqual({
      systemId: 'sys-1',
      rssi: -73,
    });
    expect(heardInfoOf({ systemId: 'sys-2', rssi: -70 }, { rssi: -73 })).toEqual({ systemId: 'sys-2', rssi: -73 });
    expect(heardInfoOf(undefined, { rssi: -73 })).toBeUndefined();
  });
});
