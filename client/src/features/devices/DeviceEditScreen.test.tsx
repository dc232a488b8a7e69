import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport, rulesRefusal } from '../../testing/fakeTransport';
import { deviceChanges, MEMBER, sensorDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

const SENSOR = sensorDoc('S-1', 'Apple store', { config: { si: ['°C'], pv: 0, calc: ['x / 10'] } });
const EDIT = '/systems/sys1/sensors/S-1/edit';

function devicesFake(): FakeTransport {
  const fake = new FakeTransport();
  fake.push('readDeviceList', deviceChanges([SENSOR]), true);
  fake.push('watchDevices', deviceChanges([SENSOR]), true);
  fake.push('watchDevice', SENSOR, true);
  return fake;
}

const formula = () => document.getElementById('value-0-formula') as HTMLInputElement | null;

describe('sensor editor', () => {
  it('shows a bad formula beside its field and saves nothing', async () => {
    const { user, fake } = renderApp(EDIT, { systems: [SYSTEM], fake: devicesFake() });
    await waitFor(() => expect(formula()?.value).toBe('x / 10'));
    await user.clear(formula()!);
    await user.type(formula()!, 'x / ');
    await waitFor(() =>
      expect(document.getElementById('value-0-formula-error')?.textContent).toBe('Unexpected end of formula'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fix the marked fields first: nothing was saved')).toBeTruthy();
    expect(fake.callsOf('updateDevice')).toEqual([]);
  });

  it('asks before leaving with an unsaved draft: Stay keeps it, Leave discards it', async () => {
    const app = renderApp(EDIT, { systems: [SYSTEM], fake: devicesFake() });
    await waitFor(() => expect(formula()?.value).toBe('x / 10'));
    await app.user.type(formula()!, ' + 1');
    await app.user.click(screen.getByRole('link', { name: 'Back to details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(formula()?.value).toBe('x / 10 + 1');
    await app.user.click(screen.getByRole('link', { name: 'Back to details' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave and discard changes',
      }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/systems/sys1/sensors/S-1'));
    expect(app.fake.callsOf('updateDevice')).toEqual([]);
  });

  it('previews the latest sample under the formula and unit being edited, before anything is saved', async () => {
    const measured = sensorDoc('S-1', 'Apple store', {
      config: { si: ['°C', '%RH'], pv: 0, calc: ['x / 10', 'x / 10'] },
      sample: { time: Date.now(), values: [21.5, 60], rawValues: [215, 600], gatewaySn: 'GW-1' },
    });
    const fake = new FakeTransport();
    fake.push('readDeviceList', deviceChanges([measured]), true);
    fake.push('watchDevices', deviceChanges([measured]), true);
    fake.push('watchDevice', measured, true);
    const app = renderApp(EDIT, { systems: [SYSTEM], fake });
    const preview = await screen.findByTestId('config-preview');
    await waitFor(() => expect(preview.textContent).toContain('21.5 °C'));
    await app.user.clear(formula()!);
    await app.user.type(formula()!, 'x / 10 * 9 / 5 + 32');
    const unit = document.getElementById('value-0-unit') as HTMLInputElement;
    await app.user.clear(unit);
    await app.user.type(unit, '°F');
    await waitFor(() => expect(preview.textContent).toContain('70.7 °F'));
    expect(preview.textContent).toContain('60 %RH');
    expect(fake.callsOf('updateDevice')).toEqual([]);
  });

  it('saves an edited formula and unit through the data layer, then shows the details', async () => {
    const app = renderApp(EDIT, { systems: [SYSTEM], fake: devicesFake() });
    await waitFor(() => expect(formula()?.value).toBe('x / 10'));
    await app.user.clear(formula()!);
    await app.user.type(formula()!, 'x / 10 * 9 / 5 + 32');
    const unit = document.getElementById('value-0-unit') as HTMLInputElement;
    await app.user.clear(unit);
    await app.user.type(unit, '°F');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/systems/sys1/sensors/S-1'));
    const [[systemId, sn, edit]] = app.fake.callsOf('updateDevice') as [[string, string, { config: object }]];
    expect([systemId, sn]).toEqual(['sys1', 'S-1']);
    expect(edit.config).toMatchObject({ calc: ['x / 10 * 9 / 5 + 32'], si: ['°F'] });
  });

  it('keeps the draft and says why when the security rules refuse the save', async () => {
    const fake = devicesFake().refuse('updateDevice', rulesRefusal());
    const app = renderApp(EDIT, { systems: [SYSTEM], fake });
    await waitFor(() => expect(formula()?.value).toBe('x / 10'));
    await app.user.type(formula()!, ' + 1');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.body.textContent).toMatch(/Could not save/));
    expect(app.router.state.location.pathname).toBe(EDIT);
    expect(formula()?.value).toBe('x / 10 + 1');
  });

  it('offers a member no editor', async () => {
    renderApp(EDIT, { as: MEMBER, systems: [SYSTEM], fake: devicesFake() });
    expect(await screen.findByText(/Only admins of this system/)).toBeTruthy();
    expect(formula()).toBeNull();
  });
});
