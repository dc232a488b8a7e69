import { describe, expect, it } from 'vitest';
import { gatewayLinkChange, gatewayLinkOf } from './gatewayLink.js';

const cell = { homeMobileCountryCode: 238, homeMobileNetworkCode: 1, cellId: 1, locationAreaCode: 2 };

describe('a gateway link for its row', () => {
  it('comes from its own rssi, else its cell’s, or Ethernet; none when it reported neither', () => {
    expect(gatewayLinkOf({ rssi: -71 })).toEqual({ ethernet: false, rssi: -71 });
    expect(gatewayLinkOf({ cell: { ...cell, rssi: -88 } })).toEqual({ ethernet: false, rssi: -88 });
    expect(gatewayLinkOf({ rssi: -60, cell: { ...cell, rssi: -88 } })).toEqual({ ethernet: false, rssi: -60 });
    expect(gatewayLinkOf({ ethernet: true })).toEqual({ ethernet: true, rssi: null });
    expect(gatewayLinkOf({ cell })).toBeUndefined();
    expect(gatewayLinkOf(undefined)).toBeUndefined();
  });

  it('is written when what the row draws changes, not when the rssi wanders within its bars', () => {
    expect(gatewayLinkChange(undefined, { rssi: -71 })).toEqual({ ethernet: false, rssi: -71 });
    expect(gatewayLinkChange({ rssi: -71 }, { rssi: -75 })).toBeUndefined();
    expect(gatewayLinkChange({ rssi: -71 }, { rssi: -90 })).toEqual({ ethernet: false, rssi: -90 });
    expect(gatewayLinkChange({ rssi: -71 }, { rssi: -71, ethernet: true })).toEqual({ ethernet: true, rssi: -71 });
    expect(gatewayLinkChange({ ethernet: true }, { ethernet: true, status: 1 } as never)).toBeUndefined();
    // A report with no link at all (status only) leaves the row as it was.
    expect(gatewayLinkChange({ rssi: -71 }, {})).toBeUndefined();
  });
});
