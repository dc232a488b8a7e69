import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport } from '../../testing/fakeTransport';
import { sensorDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

const SENSOR = sensorDoc('S-1', 'Greenhouse air');

describe('system page offline', () => {
  it('shows the cached devices when the SDK answers its pages from an empty offline cache', async () => {
    const savedAt = Date.UTC(2026, 0, 2, 3, 4);
    const fake = new FakeTransport()
      .answer('readCachedDevices', { savedAt, devices: [SENSOR] })
      .answer('readDeviceQuery', { changes: { upserted: [], removed: [], initial: true }, fromServer: false });
    renderApp('/systems/sys1', { systems: [SYSTEM], fake });
    await waitFor(() => expect(screen.getByTestId('stale-notice')).toBeTruthy());
    expect(await screen.findByText('Greenhouse air')).toBeTruthy();
  });
});
