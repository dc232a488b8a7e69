import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport, rulesRefusal } from '../../testing/fakeTransport';
import { deviceChanges, MEMBER, ruleDoc, sensorDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

const storedRule = ruleDoc('co2-high');

function fakeWithDevices(): FakeTransport {
  const fake = new FakeTransport();
  fake.push('watchDevices', deviceChanges([sensorDoc('S-1', 'Bed A')]), true);
  fake.push('readDeviceList', deviceChanges([sensorDoc('S-1', 'Bed A')]), true);
  fake.push('watchPushConfigs', []);
  return fake;
}

describe('rule editor', () => {
  it('names each missing field and saves nothing when a new rule is created empty', async () => {
    const { user, fake } = renderApp('/systems/sys1/rules/new', { systems: [SYSTEM], fake: fakeWithDevices() });
    await user.click(await screen.findByRole('button', { name: 'Create rule' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Pick at least one device')).toBeTruthy();
    expect(fake.callsOf('saveEventRule')).toEqual([]);
  });

  it('shows a member what only admins may do instead of the form', async () => {
    renderApp('/systems/sys1/rules/new', { as: MEMBER, systems: [SYSTEM], fake: fakeWithDevices() });
    expect(await screen.findByText(/Only admins of this system create rules\. Ask admin@test\.io/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Rule' })).toBeNull();
  });

  it('says in a toast why the rules refused a save, and keeps the draft', async () => {
    const fake = fakeWithDevices().answer('readEventRule', storedRule).refuse('saveEventRule', rulesRefusal());
    const { user } = renderApp('/systems/sys1/rules/co2-high', { systems: [SYSTEM], fake });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Could not save the rule: only admins of this system may make this change/,
    );
    expect((name as HTMLInputElement).value).toBe('Renamed');
  });

  it('Cancel puts the stored rule back and writes nothing', async () => {
    const fake = fakeWithDevices().answer('readEventRule', storedRule);
    const { user } = renderApp('/systems/sys1/rules/co2-high', { systems: [SYSTEM], fake });
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('CO₂ above 1200 ppm'));
    await user.clear(name);
    await user.type(name, 'Renamed, never saved');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(name.value).toBe('CO₂ above 1200 ppm');
    expect(fake.callsOf('saveEventRule')).toEqual([]);
  });

  it('asks before leaving with unsaved changes, and stays on "Stay on this page"', async () => {
    const fake = fakeWithDevices().answer('readEventRule', storedRule);
    const { user, router } = renderApp('/systems/sys1/rules/co2-high', { systems: [SYSTEM], fake });
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('CO₂ above 1200 ppm'));
    await user.type(name, '!');
    void router.navigate('/systems/sys1/rules');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/systems/sys1/rules/co2-high');
    expect(name.value).toBe('CO₂ above 1200 ppm!');
  });

  it('Cancel on a new rule leaves for the rules list without asking', async () => {
    const { user, router } = renderApp('/systems/sys1/rules/new?sn=S-1', {
      systems: [SYSTEM],
      fake: fakeWithDevices(),
    });
    await user.type(await screen.findByLabelText('Name'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/systems/sys1/rules'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so for a rule that does not exist', async () => {
    const fake = fakeWithDevices().answer('readEventRule', undefined);
    renderApp('/systems/sys1/rules/no-such-rule', { systems: [SYSTEM], fake });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Rule no-such-rule not found.'));
  });

  it('refuses an empty schedule period beside it, and saves a night period crossing midnight with its days', async () => {
    const fake = fakeWithDevices().answer('saveEventRule', 'rule-new');
    const { user } = renderApp('/systems/sys1/rules/new?sn=S-1', { systems: [SYSTEM], fake });
    await user.type(await screen.findByLabelText('Name'), 'Wet at night');
    await user.type(screen.getByLabelText('Threshold', { exact: true }), '40');
    await user.click(screen.getByLabelText('Active on a schedule'));
    const from = screen.getByLabelText('Period 1 from');
    const to = screen.getByLabelText('to', { exact: true });
    fireEvent.change(from, { target: { value: '08:00' } });
    fireEvent.change(to, { target: { value: '08:00' } });
    await user.click(screen.getByRole('button', { name: 'Create rule' }));
    expect(await screen.findByText('The period is empty: it ends when it starts')).toBeTruthy();
    expect(fake.callsOf('saveEventRule')).toEqual([]);
    fireEvent.change(from, { target: { value: '22:00' } });
    fireEvent.change(to, { target: { value: '06:00' } });
    // The strip shows Friday's evening and Saturday's morning in words too.
    await waitFor(() => expect(screen.getByTestId('week-strip').textContent).toContain('Sat00:00–06:00'));
    await user.click(screen.getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(fake.callsOf('saveEventRule')).toHaveLength(1));
    expect(fake.callsOf('saveEventRule')[0]![2]).toMatchObject({
      schedule: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], periods: [{ from: 1320, to: 360 }] },
    });
  });

  it('shows Saving… with the buttons disabled while the server has not answered, then opens the new rule', async () => {
    const fake = fakeWithDevices().answer('saveEventRule', 'rule-new');
    const release = fake.hold('saveEventRule');
    const { user, router } = renderApp('/systems/sys1/rules/new?sn=S-1', { systems: [SYSTEM], fake });
    await user.type(await screen.findByLabelText('Name'), 'Hot');
    await user.type(screen.getByLabelText('Threshold', { exact: true }), '30');
    await user.click(screen.getByRole('button', { name: 'Create rule' }));
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/systems/sys1/rules/rule-new'));
    expect(fake.callsOf('saveEventRule')).toHaveLength(1);
  });

  it('keeps the draft when the stored rule changes meanwhile, and saves what the user typed', async () => {
    // The editor reads the rule once (docs/BEHAVIOUR.md): a change stored elsewhere, heard by the
    // page's live listeners, must not overwrite what the user is typing.
    const fake = fakeWithDevices().answer('readEventRule', storedRule);
    fake.push('watchEventRules', [storedRule]);
    const { user } = renderApp('/systems/sys1/rules/co2-high', { systems: [SYSTEM], fake });
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('CO₂ above 1200 ppm'));
    await user.clear(name);
    await user.type(name, 'Edited here');
    const changed = ruleDoc('co2-high', { name: 'Changed elsewhere' });
    fake.push('watchEventRules', [changed]);
    fake.push('watchEventRule', changed);
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(fake.callsOf('saveEventRule')).toHaveLength(1));
    const saved = JSON.stringify(fake.callsOf('saveEventRule')[0]);
    expect(saved).toContain('Edited here');
    expect(saved).not.toContain('Changed elsewhere');
    expect(name.value).toBe('Edited here');
  });
});
