import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeTransport } from '../../testing/fakeTransport';
import { FakeDeviceServer } from '../../testing/fakeDeviceServer';
import { sensorDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

// The system page's device list states over the fake data layer. Reloading offline through the
// service worker with the real cache stays in the browser (tests/e2e/offlineReload.test.ts).

const SENSOR = sensorDoc('S-1', 'Greenhouse air');

describe('system page', () => {
  it('says it is loading the devices until the list comes, then lists them', async () => {
    const fake = new FakeTransport();
    const server = new FakeDeviceServer(fake, [SENSOR]).hold();
    renderApp('/systems/sys1', { systems: [SYSTEM], fake });
    expect(await screen.findByText('Loading devices…')).toBeTruthy();
    server.release();
    expect(await screen.findByText('Greenhouse air')).toBeTruthy();
    expect(screen.queryByText('Loading devices…')).toBeNull();
    expect(screen.queryByTestId('stale-notice')).toBeNull();
  });

  it('shows the last known devices marked stale, with their date, when the server does not answer', async () => {
    const savedAt = Date.UTC(2026, 0, 2, 3, 4);
    const fake = new FakeTransport().answer('readCachedDevices', { savedAt, devices: [SENSOR] });
    const server = new FakeDeviceServer(fake, [SENSOR]).hold();
    renderApp('/systems/sys1', { systems: [SYSTEM], fake });
    expect(await screen.findByText('Greenhouse air')).toBeTruthy();
    // The notice comes once the server has had its grace time (DeviceStore's CACHE_GRACE_MS).
    await waitFor(() =>
      expect(screen.getByTestId('stale-notice').textContent).toBe(
        `Offline: showing the last known values from ${new Date(savedAt).toLocaleString()}.`,
      ),
    );
    server.release();
    await waitFor(() => expect(screen.queryByTestId('stale-notice')).toBeNull());
  });

  it("says why when the device list cannot be read, in the list's place, in the catalogue's words", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A failure of the device list worker's own: no status, a text meant for the console.
    const fake = new FakeTransport();
    const release = fake.hold('readDeviceQuery');
    renderApp('/systems/sys1', { systems: [SYSTEM], fake });
    await screen.findByText('Loading devices…');
    release(new Error('device list worker: TypeError: x is undefined'));
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        'The devices could not be read: something went wrong. Try again; if it keeps failing, reload the page.',
      ),
    );
    expect(document.body.textContent).not.toContain('TypeError');
    expect(screen.queryByText('Loading devices…')).toBeNull();
    warn.mockRestore();
  });

  it('says the system is not known once the server lists the user’s systems without it', async () => {
    renderApp('/systems/gone', { systems: [SYSTEM] });
    await waitFor(() =>
      expect(document.querySelector('main')?.textContent).toMatch(/not found|no access|not a member/i),
    );
  });
});
