import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport } from '../../testing/fakeTransport';
import { deviceChanges, sensorDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

const SENSOR = sensorDoc('S-1', 'Greenhouse air');

function detailsFake(): FakeTransport {
  const fake = new FakeTransport();
  fake.push('readDeviceList', deviceChanges([SENSOR]), true);
  fake.push('watchDevices', deviceChanges([SENSOR]), true);
  fake.push('watchDevice', SENSOR, true);
  return fake;
}

describe('device details', () => {
  it('shows the device live: a change to the stored device shows without a reload', async () => {
    const fake = detailsFake();
    renderApp('/systems/sys1/sensors/S-1', { systems: [SYSTEM], fake });
    expect(await screen.findByRole('heading', { name: 'Sensor Greenhouse air' })).toBeTruthy();
    fake.push('watchDevice', sensorDoc('S-1', 'Greenhouse air (north)'), true);
    expect(await screen.findByRole('heading', { name: 'Sensor Greenhouse air (north)' })).toBeTruthy();
  });

  it('shows the alias and the latest values the functions stored for it, as already read', async () => {
    const now = Date.now();
    const stored = sensorDoc('S-1', 'Greenhouse air', {
      config: { si: ['°C', '%RH'], pv: 0, calc: ['x / 10', 'x / 10'] },
      sample: { time: now, values: [23.1, 58.7], rawValues: [231, 587], rssi: -72, gatewaySn: 'GW-1' },
      state: {
        sampleTime: now,
        online: true,
        lastSeen: now,
        errorCode: null,
        errorText: null,
        display: ['23.1 °C', '58.7 %RH'],
        alarm: [],
      },
    });
    const fake = new FakeTransport();
    fake.push('readDeviceList', deviceChanges([stored]), true);
    fake.push('watchDevices', deviceChanges([stored]), true);
    fake.push('watchDevice', stored, true);
    renderApp('/systems/sys1/sensors/S-1', { systems: [SYSTEM], fake });
    expect(await screen.findByRole('heading', { name: 'Sensor Greenhouse air' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('details-values-S-1').textContent).toBe('23.1 °C58.7 %RH'));
    expect(screen.getByTestId('details-status').textContent).toBe('Online');
  });

  it('says so when the range holds no samples', async () => {
    renderApp('/systems/sys1/sensors/S-1', { systems: [SYSTEM], fake: detailsFake() });
    expect(await screen.findByTestId('history-empty')).toBeTruthy();
  });

  it('refuses a custom range that ends before it starts, beside the field', async () => {
    const { user, fake } = renderApp('/systems/sys1/sensors/S-1', { systems: [SYSTEM], fake: detailsFake() });
    await user.click(await screen.findByRole('button', { name: 'Custom' }));
    const reads = fake.callsOf('readSamplesPage').length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-01T00:00' } });
    await user.click(screen.getByRole('button', { name: 'Show range' }));
    await waitFor(() =>
      expect(document.getElementById('range-error')?.textContent).toBe('The end must be after the start.'),
    );
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(fake.callsOf('readSamplesPage')).toHaveLength(reads);
  });
});
