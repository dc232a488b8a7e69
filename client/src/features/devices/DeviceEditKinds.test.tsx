import { DeviceSchema, type Device } from '@neuron/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport, loaded } from '../../testing/fakeTransport';
import { deviceChanges, gatewayDoc, sensorDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

// Saving the virtual sensor's and the gateway's edit screens (issue 49: never driven by a test).

const SENSOR = sensorDoc('S-1', 'Bed A');
const VIRTUAL = loaded(
  DeviceSchema,
  'V-1',
  {
    type: 'VIRTUAL',
    sn: 'V-1',
    alias: 'Bed A in °F',
    tags: [],
    labels: [],
    config: { si: ['°F'], inputs: ['S-1'], expression: 'v1 * 9 / 5 + 32' },
  } as Device,
  'system/sys1/devices/V-1',
);
const GATEWAY = gatewayDoc('GW-1', 'Gateway 1', { tags: ['barn'], labels: [] });

function devicesFake(device: ReturnType<typeof sensorDoc>): FakeTransport {
  const fake = new FakeTransport();
  fake.push('readDeviceList', deviceChanges([SENSOR, device]), true);
  fake.push('watchDevices', deviceChanges([SENSOR, device]), true);
  fake.push('watchDevice', device, true);
  return fake;
}

describe('device edit screens: virtual sensor and gateway', () => {
  it("saves the virtual sensor's name, unit and formula, then shows its details", async () => {
    const app = renderApp('/systems/sys1/virtuals/V-1/edit', { systems: [SYSTEM], fake: devicesFake(VIRTUAL) });
    const alias = await screen.findByLabelText('Name (alias)');
    await waitFor(() => expect((alias as HTMLInputElement).value).toBe('Bed A in °F'));
    await app.user.clear(alias);
    await app.user.type(alias, 'Bed A in kelvin');
    await app.user.clear(screen.getByLabelText('Unit'));
    await app.user.type(screen.getByLabelText('Unit'), 'K');
    await app.user.clear(screen.getByLabelText('Expression'));
    await app.user.type(screen.getByLabelText('Expression'), 'v1 + 273.15');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/systems/sys1/virtuals/V-1'));
    const [[systemId, sn, edit]] = app.fake.callsOf('updateDevice') as [[string, string, Record<string, unknown>]];
    expect([systemId, sn]).toEqual(['sys1', 'V-1']);
    expect(edit).toMatchObject({
      alias: 'Bed A in kelvin',
      config: { inputs: ['S-1'], expression: 'v1 + 273.15', si: ['K'] },
    });
  });

  it("saves a gateway's alias, tags and labels (comma-separated), then shows its page", async () => {
    const app = renderApp('/systems/sys1/gateways/GW-1/edit', { systems: [SYSTEM], fake: devicesFake(GATEWAY) });
    const alias = await screen.findByLabelText('Name (alias)');
    await waitFor(() => expect((alias as HTMLInputElement).value).toBe('Gateway 1'));
    await app.user.clear(alias);
    await app.user.type(alias, 'Barn gateway');
    await app.user.type(screen.getByLabelText('Tags'), ', north');
    await app.user.type(screen.getByLabelText('Labels'), 'ethernet, roof');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/systems/sys1/gateways/GW-1'));
    const [[systemId, sn, edit]] = app.fake.callsOf('updateDevice') as [[string, string, Record<string, unknown>]];
    expect([systemId, sn]).toEqual(['sys1', 'GW-1']);
    expect(edit).toMatchObject({ alias: 'Barn gateway', tags: ['barn', 'north'], labels: ['ethernet', 'roof'] });
  });

  it('rotates a gateway key only once confirmed: "Keep the current key" (named apart from the form\'s Cancel) keeps it', async () => {
    const fake = devicesFake(GATEWAY).answer('rotateGatewayKey', {
      ok: true,
      data: { key: 'new-key-0123456789abcdef' },
    });
    const { user } = renderApp('/systems/sys1/gateways/GW-1/edit', { systems: [SYSTEM], fake });
    await user.click(await screen.findByRole('button', { name: 'Rotate key' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm key rotation' });
    expect(confirm.textContent).toContain('The current key stops working at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep the current key' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    expect(fake.callsOf('rotateGatewayKey')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Rotate key' }));
    await user.click(screen.getByRole('button', { name: 'Rotate now' }));
    await waitFor(() => expect(screen.getByTestId('gateway-key').textContent).toBe('new-key-0123456789abcdef'));
    expect(fake.callsOf('rotateGatewayKey')).toEqual([['sys1', 'GW-1']]);
  });

  it('deletes a virtual sensor only once confirmed: "Keep it" deletes nothing; then back on the system page', async () => {
    const app = renderApp('/systems/sys1/virtuals/V-1/edit', { systems: [SYSTEM], fake: devicesFake(VIRTUAL) });
    await app.user.click(await screen.findByRole('button', { name: 'Delete virtual sensor' }));
    expect(screen.getByText('Delete Bed A in °F from this system? Its serial can then be claimed again.')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(app.fake.callsOf('deleteDevice')).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'Delete virtual sensor' }));
    await app.user.click(screen.getByRole('button', { name: 'Yes, delete this virtual sensor' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/systems/sys1'));
    expect(app.fake.callsOf('deleteDevice')).toEqual([['sys1', 'V-1']]);
  });
});
