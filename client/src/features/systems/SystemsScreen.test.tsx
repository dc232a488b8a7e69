import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeDeviceServer } from '../../testing/fakeDeviceServer';
import { FakeTransport, offlineRefusal, rulesRefusal } from '../../testing/fakeTransport';
import { ADMIN, gatewayDoc, inviteDoc, MEMBER, ruleDoc, sensorDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp, systemDoc } from '../../testing/renderApp';
import { listening } from '../../testing/listening';

const OTHER = systemDoc('sys2', { name: 'Cold chain', admin: ['boss@test.io'], users: [ADMIN] });

describe('systems list', () => {
  it('says it is loading until the server answers, with no create form yet', async () => {
    renderApp('/systems');
    expect(await screen.findByText('Loading systems…')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create a system' })).toBeNull();
  });

  it('says the user is a member of no system once the server says so, and offers to create one', async () => {
    renderApp('/systems', { systems: [] });
    expect(await screen.findByText(/You are not a member of any system yet/)).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Create a system' })).toBeTruthy();
  });

  it('lists the systems the user administers or uses, each linking to its page', async () => {
    renderApp('/systems', { systems: [SYSTEM, OTHER] });
    const list = await screen.findByRole('list', { name: 'Your systems' });
    expect(
      within(list)
        .getByRole('link', { name: /Greenhouse/ })
        .getAttribute('href'),
    ).toBe('/systems/sys1');
    expect(
      within(list)
        .getByRole('link', { name: /Cold chain/ })
        .getAttribute('href'),
    ).toBe('/systems/sys2');
  });

  it('keeps the list from the last visit when offline, where the database answers with nothing from its cache', async () => {
    const first = renderApp('/systems', { systems: [SYSTEM] });
    await screen.findByRole('list', { name: 'Your systems' });
    first.unmount();
    const fake = new FakeTransport();
    fake.push('watchSystemsForUser', [], false);
    renderApp('/systems', { fake });
    const list = await screen.findByRole('list', { name: 'Your systems' });
    expect(within(list).getByRole('link', { name: /Greenhouse/ })).toBeTruthy();
    expect(screen.queryByText(/You are not a member of any system yet/)).toBeNull();
  });

  it('points to invitations waiting for an answer', async () => {
    const fake = new FakeTransport();
    fake.push('watchInvites', [inviteDoc('inv-1', { user: ADMIN })]);
    renderApp('/systems', { systems: [SYSTEM], fake });
    await waitFor(() =>
      expect(screen.getByTestId('pending-invites').textContent).toContain('You are invited to Cold chain.'),
    );
    expect(screen.getByRole('link', { name: 'Answer it on the invitations page' }).getAttribute('href')).toBe(
      '/invites',
    );
  });
});

describe('create a system', () => {
  it('refuses an empty name beside the field and writes nothing', async () => {
    const { user, fake } = renderApp('/systems', { systems: [] });
    const form = await screen.findByRole('form', { name: 'Create a system' });
    await user.type(within(form).getByLabelText('New system name'), '   ');
    await user.click(within(form).getByRole('button'));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Enter a name for the system'));
    expect(fake.callsOf('createSystem')).toEqual([]);
  });

  it('creates the system with the user as its admin and opens it', async () => {
    const fake = new FakeTransport().answer('createSystem', 'sys-new');
    const app = renderApp('/systems', { systems: [], fake });
    const form = await screen.findByRole('form', { name: 'Create a system' });
    await app.user.type(within(form).getByLabelText('New system name'), 'Orchard');
    await app.user.click(within(form).getByRole('button'));
    await waitFor(() => expect(fake.callsOf('createSystem')).toEqual([['Orchard', ADMIN]]));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/systems/sys-new'));
  });

  it('says why when the server refuses the new system', async () => {
    const fake = new FakeTransport().refuse('createSystem', rulesRefusal());
    const { user } = renderApp('/systems', { as: MEMBER, systems: [], fake });
    const form = await screen.findByRole('form', { name: 'Create a system' });
    await user.type(within(form).getByLabelText('New system name'), 'Orchard');
    await user.click(within(form).getByRole('button'));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toMatch(/^Could not create the system/));
  });

  it('says the server could not be reached when the network is gone, not the SDK’s own words', async () => {
    const fake = new FakeTransport().refuse('createSystem', offlineRefusal());
    const { user } = renderApp('/systems', { systems: [], fake });
    const form = await screen.findByRole('form', { name: 'Create a system' });
    await user.type(within(form).getByLabelText('New system name'), 'Orchard');
    await user.click(within(form).getByRole('button'));
    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).toMatch(
        /^Could not create the system: the server could not be reached\. Check your connection and try again/,
      ),
    );
    expect(form.textContent).not.toContain('client is offline');
  });
});

describe('quick start', () => {
  const step = (id: string) => document.querySelector(`[data-step="${id}"]`)?.getAttribute('data-done');

  function open(devices: ReturnType<typeof sensorDoc>[], held = false) {
    const fake = new FakeTransport();
    fake.push('watchEventRules', []);
    fake.push('watchPushConfigs', []);
    const server = new FakeDeviceServer(fake, devices);
    if (held) server.hold();
    return { ...renderApp('/systems?quickStart=open', { systems: [SYSTEM], fake }), server };
  }

  it('a new system: its card counts no sensors and its checklist has nothing done', async () => {
    open([]);
    await waitFor(() => expect(screen.getByTestId('counts-sys1').textContent).toContain('0 sensors'));
    await waitFor(() => expect(step('gateway')).toBe('false'));
    expect([step('sensor'), step('rule'), step('channel')]).toEqual(['false', 'false', 'false']);
  });

  it('ticks itself from the system’s state: a gateway, a sensor once it reported, then a rule', async () => {
    const gateway = gatewayDoc('GW-1', 'Roof');
    const { fake, server } = open([gateway, sensorDoc('S-1', 'Apple store')]);
    await waitFor(() => expect(step('gateway')).toBe('true'));
    expect([step('sensor'), step('rule')]).toEqual(['false', 'false']);
    const reported = sensorDoc('S-1', 'Apple store', { sample: { time: Date.now(), values: [21.5] } });
    server.set([gateway, reported]);
    await waitFor(() => expect(step('sensor')).toBe('true'));
    fake.push('watchEventRules', [ruleDoc('r1')]);
    await waitFor(() => expect(step('rule')).toBe('true'));
    // One device document at most per step, whatever the fleet: never the whole list.
    expect(server.queries).toEqual([
      { kind: 'page', type: 'GATEWAY', from: null, size: 1 },
      { kind: 'reported', type: 'SENSOR', size: 1 },
    ]);
    expect(fake.callsOf('readDeviceList')).toEqual([]);
    expect(fake.callsOf('watchDevices')).toEqual([]);
  });

  it('says it is loading until the devices are read, and says so when they cannot be', async () => {
    const { fake } = open([gatewayDoc('GW-1', 'Roof')], true);
    const panel = await screen.findByRole('complementary', { name: 'Quick start' });
    expect(await within(panel).findByText('Loading…')).toBeTruthy();
    expect(step('gateway')).toBeUndefined();
    await listening(fake, 'watchDeviceQuery');
    fake.fail('watchDeviceQuery', rulesRefusal());
    expect((await within(panel).findByRole('alert')).textContent).toMatch(/^Could not load the checklist:/);
    expect(step('gateway')).toBeUndefined();
  });
});
