import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GatewayInfoSchema, type Device } from '@neuron/shared';
import { FakeTransport, loaded } from '../../testing/fakeTransport';
import { FakeDeviceServer } from '../../testing/fakeDeviceServer';
import { deviceChanges, gatewayDoc, sensorDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

// A gateway's page over the fake data layer: its place, connection and the sensors it heard, in
// words. The map drawn by Leaflet with the tiles unreachable, and a report posted through the
// pipeline reaching the page, stay in the browser (tests/e2e/charts.test.ts).

const CELL = {
  homeMobileCountryCode: 262,
  homeMobileNetworkCode: 1,
  cellId: 21_544_357,
  locationAreaCode: 4711,
  LteTracAreaCode: 12_345,
  rssi: -83,
};

function gatewayPage(info: Record<string, unknown>, gateway: Partial<Device> = {}) {
  const now = Date.now();
  const device = gatewayDoc('GW-1', 'Roof gateway', { reportedAt: now - 30_000, ...gateway });
  const heard = sensorDoc('S-1', 'Greenhouse air', {
    sample: { time: now - 60_000, values: [21], rssi: -104, gatewaySn: 'GW-1' },
  });
  const fake = new FakeTransport();
  new FakeDeviceServer(fake, [device, heard]);
  fake.push('readDeviceList', deviceChanges([device, heard]), true);
  fake.push('watchDevices', deviceChanges([device, heard]), true);
  fake.push('watchDevice', device, true);
  fake.push('watchGatewayInfo', loaded(GatewayInfoSchema, 'GW-1', { systemId: 'sys1', ...info }));
  return renderApp('/systems/sys1/gateways/GW-1', { systems: [SYSTEM], fake });
}

describe('gateway page', () => {
  it('says where the gateway is, its cell and session in words, and the sensors it heard with their rssi', async () => {
    gatewayPage({ location: { lat: 52.52, lng: 13.405, accuracy: 350 }, status: 1, cell: CELL });
    expect((await screen.findByTestId('gateway-coordinates')).textContent).toBe('52.520000, 13.405000 (± 350 m)');
    const cell = screen.getByTestId('gateway-cell');
    // The session's state in words, never the catalogue's code name.
    expect(within(cell).getByText('Connected')).toBeTruthy();
    expect(cell.textContent).not.toContain('CONNECTED');
    expect(cell.textContent).toContain('262');
    expect(cell.textContent).toContain('21544357');
    expect(cell.textContent).toContain('-83 dBm');
    const row = await waitFor(() => {
      const r = document.querySelector('[data-testid="gateway-heard"] tr[data-sn="S-1"]');
      expect(r).not.toBeNull();
      return r!;
    });
    expect(row.textContent).toContain('Greenhouse air');
    expect(row.textContent).toContain('-104 dBm');
  });

  it('says what its row says: online, cellular, its own signal as bars and dBm', async () => {
    gatewayPage({ status: 1, cell: CELL }, { link: { ethernet: false, rssi: -71 } });
    await waitFor(() => expect(screen.getByTestId('gateway-online').textContent).toBe('Online'));
    expect(screen.getByTestId('gateway-link').textContent).toBe('Cellular');
    const rssi = screen.getByTestId('gateway-rssi');
    expect(within(rssi).getByRole('img', { name: 'Signal: 3 of 3 bars' })).toBeTruthy();
    expect(rssi.textContent).toContain('-71 dBm');
    expect(screen.getByTestId('gateway-cell').textContent).not.toContain('never');
    // No place yet: it says where one comes from.
    expect(screen.getByText('No location yet: it is found from the cell info the gateway reports.')).toBeTruthy();
  });

  it('shows a gateway that never reported itself online through the sensor it heard, with the count it heard', async () => {
    gatewayPage({}, { reportedAt: undefined });
    await waitFor(() => expect(screen.getByTestId('details-status').textContent).toBe('Online'));
    expect(screen.getByTestId('details-values-GW-1').textContent).toBe('1 sensor');
  });

  it('on Ethernet: the link says so, and no rssi', async () => {
    gatewayPage({ status: 1, ethernet: true }, { link: { ethernet: true, rssi: null } });
    await waitFor(() => expect(screen.getByTestId('gateway-link').textContent).toBe('Ethernet'));
    expect(screen.getByTestId('gateway-rssi').textContent).not.toContain('dBm');
  });
});
