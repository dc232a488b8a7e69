import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport, rulesRefusal } from '../../testing/fakeTransport';
import { FakeDeviceServer } from '../../testing/fakeDeviceServer';
import { MEMBER, sensorDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

// The system page's maintenance windows: the editor's checks, save and refusal, over the fake data
// layer. The banner and the row marks of a stored window, live, stay in the browser journey
// (tests/e2e/schedulesMaintenance.test.ts).

/** A datetime-local value in UTC (the system's zone is UTC). */
const utcInput = (ms: number) => new Date(ms).toISOString().slice(0, 16);

function maintenanceFake(): FakeTransport {
  const fake = new FakeTransport();
  // The system page reads its tables a page at a time; the window form's picker looks its own up.
  new FakeDeviceServer(fake, [sensorDoc('S-1', 'Cold room')]);
  fake.push('watchMaintenanceWindows', []);
  return fake;
}

async function openForm(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add maintenance window' }));
  return screen.findByRole('form', { name: 'Maintenance window' });
}

function setTimes(form: HTMLElement, start: number, end: number) {
  // A datetime-local field takes its value whole (as the browser's picker sets it).
  fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: utcInput(start) } });
  fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: utcInput(end) } });
}

describe('maintenance window editor', () => {
  it('refuses a window that ends before it starts, beside the field, and saves nothing', async () => {
    const { user, fake } = renderApp('/systems/sys1', { systems: [SYSTEM], fake: maintenanceFake() });
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('Name'), 'Cold room cleaning');
    const now = Date.now();
    setTimes(form, now - 10 * 60_000, now - 20 * 60_000);
    await user.click(within(form).getByRole('button', { name: 'Add window' }));
    expect(await within(form).findByText('The window must end after it starts')).toBeTruthy();
    expect(fake.callsOf('saveMaintenanceWindow')).toEqual([]);
  });

  it('saves a valid window for the whole system with its times', async () => {
    const fake = maintenanceFake().answer('saveMaintenanceWindow', 'mw-1');
    const { user } = renderApp('/systems/sys1', { systems: [SYSTEM], fake });
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('Name'), 'Cold room cleaning');
    const start = Date.UTC(2030, 0, 1, 8, 0);
    setTimes(form, start, start + 3_600_000);
    await user.click(within(form).getByRole('button', { name: 'Add window' }));
    await waitFor(() => expect(fake.callsOf('saveMaintenanceWindow')).toHaveLength(1));
    const [systemId, windowId, window] = fake.callsOf('saveMaintenanceWindow')[0]!;
    expect([systemId, windowId]).toEqual(['sys1', null]);
    expect(window).toMatchObject({ name: 'Cold room cleaning', start, end: start + 3_600_000 });
  });

  it('covers the devices picked from a lookup of its own (a word of the name)', async () => {
    const fake = maintenanceFake().answer('saveMaintenanceWindow', 'mw-2');
    const { user } = renderApp('/systems/sys1', { systems: [SYSTEM], fake });
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('Name'), 'Room service');
    const start = Date.UTC(2030, 0, 1, 8, 0);
    setTimes(form, start, start + 3_600_000);
    await user.click(within(form).getByLabelText('The whole system'));
    await user.type(within(form).getByLabelText('Find devices'), 'room');
    await user.click(await within(form).findByRole('checkbox', { name: /Cold room/ }));
    await user.click(within(form).getByRole('button', { name: 'Add window' }));
    await waitFor(() => expect(fake.callsOf('saveMaintenanceWindow')).toHaveLength(1));
    expect(fake.callsOf('saveMaintenanceWindow')[0]![2]).toMatchObject({ devices: ['S-1'] });
  });

  it('keeps the form and says why when the security rules refuse the window', async () => {
    const fake = maintenanceFake().refuse('saveMaintenanceWindow', rulesRefusal());
    const { user } = renderApp('/systems/sys1', { systems: [SYSTEM], fake });
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('Name'), 'Cold room cleaning');
    const start = Date.UTC(2030, 0, 1, 8, 0);
    setTimes(form, start, start + 3_600_000);
    await user.click(within(form).getByRole('button', { name: 'Add window' }));
    await waitFor(() => expect(document.body.textContent).toMatch(/only admins of this system may make this change/));
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Cold room cleaning');
  });

  it('offers a member no Add button', async () => {
    renderApp('/systems/sys1', { as: MEMBER, systems: [SYSTEM], fake: maintenanceFake() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Greenhouse' })).toBeTruthy();
    await screen.findByText('Cold room');
    expect(screen.queryByRole('button', { name: 'Add maintenance window' })).toBeNull();
  });
});
