import { describe, expect, it } from 'vitest';
import type { Device } from '../schemas/device.js';
import { deviceStatus } from './deviceStatus.js';
import { gatewayConnection } from './gatewayConnection.js';

const NOW = 1_800_000_000_000;
const gateway = (link?: { ethernet: boolean; rssi: number | null }, reportedAt?: number): Device =>
  ({ sn: 'GW-1', type: 'GATEWAY', config: {}, sample: null, labels: [], link, reportedAt }) as unknown as Device;
// A sensor whose latest sample came through GW-1 ten seconds ago.
const heard = [
  { sample: { time: NOW - 10_000, values: [1], gatewaySn: 'GW-1', gateways: { 'GW-1': { time: NOW - 10_000 } } } },
];

describe('gatewayConnection: the Connection section tells the row’s story', () => {
  it('an LTE gateway just heard: online, reported now, cellular, the row’s bars and its rssi', () => {
    const device = gateway({ ethernet: false, rssi: -71 });
    const status = deviceStatus(device, heard, NOW);
    // Not noted as reporting itself yet: the row's last delivery is the last report.
    const c = gatewayConnection(status, device.link, { cell: { cellId: 1 } as never, rssi: -71 });
    expect(c).toEqual({ online: true, lastReport: NOW - 10_000, link: 'Cellular', signal: status.signal, rssi: -71 });
    expect(status.online).toBe(true);
    expect(c.signal?.kind).toBe('bars'); // never "unavailable" beside a header saying Online
  });

  it('a gateway that reported its cell but not its link is on the cellular network', () => {
    const status = deviceStatus(gateway(), heard, NOW);
    expect(gatewayConnection(status, undefined, { cell: { cellId: 1 } as never }).link).toBe('Cellular');
    expect(gatewayConnection(status, undefined, undefined).link).toBeNull();
  });

  it('an Ethernet gateway shows no rssi; a later own report (its device’s reportedAt) is the last report', () => {
    const device = gateway({ ethernet: true, rssi: null }, NOW - 1_000);
    const status = deviceStatus(device, heard, NOW);
    expect(gatewayConnection(status, device.link, { rssi: -50 })).toMatchObject({
      link: 'Ethernet',
      rssi: null,
      lastReport: NOW - 1_000,
      signal: { kind: 'ethernet' },
    });
  });

  it('a gateway never heard is offline with no last report', () => {
    const c = gatewayConnection(deviceStatus(gateway(), [], NOW), undefined, undefined);
    expect(c).toMatchObject({ online: false, lastReport: null, link: null, rssi: null });
  });
});
