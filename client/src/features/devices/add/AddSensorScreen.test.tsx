import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BaseSensorConfigSchema } from '@neuron/shared';
import { FakeTransport, loaded } from '../../../testing/fakeTransport';
import { deviceChanges, MEMBER, SYSTEM } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';

const snError = () => document.getElementById('claim-sn-error')?.textContent;

function addFake(): FakeTransport {
  const fake = new FakeTransport();
  fake.push('readDeviceList', deviceChanges([]), true);
  fake.push('watchDevices', deviceChanges([]), true);
  return fake;
}

async function fillClaim(user: ReturnType<typeof renderApp>['user'], sn: string, code: string) {
  await user.type(await screen.findByLabelText('Serial number'), sn);
  await user.type(screen.getByLabelText('Claim code'), code);
}

describe('add sensor', () => {
  it('checks the serial and claim code before asking the server, beside each field', async () => {
    const { user, fake } = renderApp('/systems/sys1/addsensor', { systems: [SYSTEM], fake: addFake() });
    await fillClaim(user, 'S-1', 'ABC');
    await user.click(screen.getByRole('button', { name: 'Add sensor' }));
    await waitFor(() =>
      expect(document.getElementById('claim-code-error')?.textContent).toBe(
        'Claim code is at least 8 letters or digits',
      ),
    );
    expect(fake.callsOf('claimDevice')).toEqual([]);
  });

  it("shows the server's refusal of another system's sensor beside the serial, and adds nothing", async () => {
    const fake = addFake().answer('claimDevice', {
      ok: false,
      code: 'already-exists',
      message: 'sn: sensor S-1001 already belongs to another system',
    });
    const app = renderApp('/systems/sys1/addsensor', { systems: [SYSTEM], fake });
    await fillClaim(app.user, 'S-1001', 'ABCD-EFGH');
    await app.user.click(screen.getByRole('button', { name: 'Add sensor' }));
    await waitFor(() => expect(snError()).toBe('sensor S-1001 already belongs to another system'));
    expect(app.router.state.location.pathname).toBe('/systems/sys1/addsensor');
  });

  it('adds a claimed sensor with its name and opens its page', async () => {
    const fake = addFake().answer('claimDevice', { ok: true, data: { sn: 'S-9' } });
    const app = renderApp('/systems/sys1/addsensor', { systems: [SYSTEM], fake });
    await fillClaim(app.user, 'S-9', 'ABCD-EFGH');
    await app.user.type(screen.getByLabelText('Name (alias)'), 'Apple store');
    await app.user.click(screen.getByRole('button', { name: 'Add sensor' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/systems/sys1/sensors/S-9'));
    expect(fake.callsOf('claimDevice')[0]![0]).toMatchObject({ systemId: 'sys1', sn: 'S-9', alias: 'Apple store' });
  });

  it('without a camera, scanning falls back to a photo or typing, with a message', async () => {
    const { user } = renderApp('/systems/sys1/addsensor', { systems: [SYSTEM], fake: addFake() });
    await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /: pick a photo of the QR code, or type the serial number and claim code below\.$/,
      ),
    );
    expect(screen.getByLabelText('Serial number')).toBeTruthy();
  });

  it('warns beside the base configuration when it is for another model than the sensor, until one that fits is picked', async () => {
    const base = (id: string, type: string, name: string) =>
      loaded(BaseSensorConfigSchema, id, { type, name, deviceType: 'SENSOR', config: { pv: 0, calc: ['x / 10'] } });
    const fake = addFake()
      .answer('readBaseSensorConfigs', [
        base('th-2', 'TH-2', 'Temperature and humidity (TH-2)'),
        base('sm-1', 'SM-1', 'Soil moisture (SM-1)'),
      ])
      .answer('readSensorInfo', (sn: string) => (sn === 'S-4001' ? { model: 'Neuron TH-2' } : undefined));
    const { user } = renderApp('/systems/sys1/addsensor', { systems: [SYSTEM], fake });
    await fillClaim(user, 'S-4001', 'K7QM2XPD9WHA');
    const field = screen.getByLabelText('Base configuration');
    await user.selectOptions(field, await screen.findByRole('option', { name: 'Soil moisture (SM-1)' }));
    await waitFor(() =>
      expect(document.getElementById('sensor-base-warning')?.textContent).toBe(
        'This sensor is a Neuron TH-2; “Soil moisture (SM-1)” is for SM-1 sensors. Its values would be scaled wrongly.',
      ),
    );
    expect(field.getAttribute('aria-describedby')).toBe('sensor-base-warning');
    await user.selectOptions(field, screen.getByRole('option', { name: 'Temperature and humidity (TH-2)' }));
    await waitFor(() => expect(document.getElementById('sensor-base-warning')).toBeNull());
    expect(field.getAttribute('aria-describedby')).toBeNull();
  });

  it('offers a member no form', async () => {
    renderApp('/systems/sys1/addsensor', { as: MEMBER, systems: [SYSTEM], fake: addFake() });
    expect(await screen.findByText(/Only admins of this system/)).toBeTruthy();
    expect(screen.queryByLabelText('Serial number')).toBeNull();
  });
});
