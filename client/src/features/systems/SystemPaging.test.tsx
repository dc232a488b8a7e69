import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeDeviceServer } from '../../testing/fakeDeviceServer';
import { FakeTransport } from '../../testing/fakeTransport';
import { ADMIN, gatewayDoc, MEMBER, sensorDoc } from '../../testing/fixtures';
import { renderApp, systemDoc } from '../../testing/renderApp';

// The system page of a large system over the fake data layer: its tables read a page at a time
// and look devices up on the server (stores/devices/DevicePager.ts); the fake answers each query
// from one list as Firestore would (testing/fakeDeviceServer.ts).

const COUNT = 120;
const sn = (i: number) => `S-${String(i).padStart(3, '0')}`;
const SENSORS = Array.from({ length: COUNT }, (_, i) =>
  sensorDoc(sn(i + 1), `Sensor ${String(i + 1).padStart(3, '0')}`),
);
const GATEWAY = gatewayDoc('GW-1', 'Roof gateway');
const summary = {
  sensors: COUNT,
  gateways: 1,
  virtuals: 0,
  online: 0,
  offline: COUNT + 1,
  sensorsOnline: 0,
  gatewaysOnline: 0,
  virtualsOnline: 0,
  alarms: 0,
  updatedAt: 1,
};
const SYSTEM = systemDoc('sys1', { name: 'Greenhouse', admin: [ADMIN], users: [MEMBER], summary });

function open(devices = [...SENSORS, GATEWAY]) {
  const fake = new FakeTransport();
  const server = new FakeDeviceServer(fake, devices);
  const app = renderApp('/systems/sys1', { systems: [SYSTEM], fake });
  return { ...app, server };
}

const sensorRows = () => document.querySelectorAll('#devices-sensors ~ table tbody tr[data-sn]');

describe('system page of a large system', () => {
  it('shows the counts and the first page of each table without reading the whole fleet', async () => {
    const { server, fake } = open();
    expect(await screen.findByText('Sensor 001')).toBeTruthy();
    expect(screen.getByTestId('system-counts').textContent).toContain('120');
    expect(screen.getByText('Roof gateway')).toBeTruthy();
    expect(screen.queryByText('Sensor 120')).toBeNull();
    expect(server.queries.filter((q) => q.kind === 'page')).toEqual([
      { kind: 'page', type: 'SENSOR', from: null, size: 50 },
      { kind: 'page', type: 'GATEWAY', from: null, size: 50 },
      { kind: 'page', type: 'VIRTUAL', from: null, size: 50 },
    ]);
    expect(fake.callsOf('readDeviceList')).toEqual([]);
    expect(fake.callsOf('watchDevices')).toEqual([]);
    expect(sensorRows().length).toBeLessThanOrEqual(50);
    expect(screen.getByText('50 of 120 shown; scroll for more.')).toBeTruthy();
  });

  it('reads the next page when the rows in view reach the last rows read', async () => {
    const { server } = open();
    await screen.findByText('Sensor 001');
    // A window tall enough to show every row read: the view reaches the end of the first page.
    Object.defineProperty(window, 'innerHeight', { value: 20_000, configurable: true });
    window.dispatchEvent(new Event('resize'));
    await waitFor(() =>
      expect(server.queries).toContainEqual({ kind: 'page', type: 'SENSOR', from: sn(50), size: 50 }),
    );
    await waitFor(() =>
      expect(server.queries).toContainEqual({ kind: 'page', type: 'SENSOR', from: sn(99), size: 50 }),
    );
    expect(await screen.findByText('Sensor 120')).toBeTruthy();
    // The last page came short: nothing more to read.
    expect(server.queries.filter((q) => q.kind === 'page' && q.type === 'SENSOR')).toHaveLength(3);
    Object.defineProperty(window, 'innerHeight', { value: 768, configurable: true });
  });

  it('finds a device not read yet through the server, by name as typed in any case and by serial', async () => {
    const { server, user } = open();
    await screen.findByText('Sensor 001');
    await user.type(screen.getByLabelText('Find sensors'), 'sensor 11');
    expect(await screen.findByText('Sensor 115')).toBeTruthy();
    expect(server.queries).toContainEqual({ kind: 'name', type: 'SENSOR', prefix: 'Sensor 11', size: 20 });
    expect(screen.queryByText('Sensor 001')).toBeNull();
    await user.clear(screen.getByLabelText('Find sensors'));
    await user.type(screen.getByLabelText('Find sensors'), 's-099');
    expect(await screen.findByText('Sensor 099')).toBeTruthy();
    await waitFor(() => expect(sensorRows()).toHaveLength(1));
    // Cleared: the first page again, the looked-up device let go.
    await user.clear(screen.getByLabelText('Find sensors'));
    expect(await screen.findByText('Sensor 001')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Sensor 099')).toBeNull());
  });

  it('reads its pages again when a device is added or removed elsewhere (the summary counts it), the rows live by their own listeners', async () => {
    const { server, fake } = open();
    await screen.findByText('Sensor 001');
    // A row's change comes through its own listener, not a query of the fleet read again.
    const asked = server.queries.length;
    server.set([{ ...SENSORS[0]!, alias: 'Renamed here' }, ...SENSORS.slice(1), GATEWAY]);
    expect(await screen.findByText('Renamed here')).toBeTruthy();
    expect(server.queries).toHaveLength(asked);
    const added = sensorDoc('S-000', 'Added elsewhere');
    server.set([added, ...SENSORS, GATEWAY]);
    fake.push('watchSystemsForUser', [{ ...SYSTEM, summary: { ...summary, sensors: COUNT + 1 } }], true);
    expect(await screen.findByText('Added elsewhere')).toBeTruthy();
    server.set([...SENSORS, GATEWAY]);
    fake.push('watchSystemsForUser', [SYSTEM], true);
    await waitFor(() => expect(screen.queryByText('Added elsewhere')).toBeNull());
    // Only the queries read before were read again: bounded, whatever the fleet.
    const before = new Set(server.queries.slice(0, asked).map((q) => JSON.stringify(q)));
    expect(server.queries.slice(asked).filter((q) => !before.has(JSON.stringify(q)))).toEqual([]);
  });

  it('says it is loading until the first pages answer', async () => {
    const fake = new FakeTransport();
    const server = new FakeDeviceServer(fake, [...SENSORS, GATEWAY]).hold();
    renderApp('/systems/sys1', { systems: [SYSTEM], fake });
    expect(await screen.findByText('Loading devices…')).toBeTruthy();
    expect(screen.queryByText('Sensor 001')).toBeNull();
    server.release();
    expect(await screen.findByText('Sensor 001')).toBeTruthy();
    expect(screen.queryByText('Loading devices…')).toBeNull();
  });

  it('says so when the system has no devices', async () => {
    open([]);
    expect(await screen.findByText('No devices yet: add a gateway first, then its sensors.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
