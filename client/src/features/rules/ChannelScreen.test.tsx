import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport, rulesRefusal } from '../../testing/fakeTransport';
import { ADMIN, channelDoc, MEMBER, SYSTEM } from '../../testing/fixtures';
import { renderApp, systemDoc } from '../../testing/renderApp';

const urlError = () => document.getElementById('channel-url-error')?.textContent;

describe('notification channel editor', () => {
  it('refuses a webhook URL that is not http(s), then one that is not https, beside the field; nothing is written', async () => {
    const { user, fake } = renderApp('/systems/sys1/notificationchannels/new', { systems: [SYSTEM] });
    await user.type(await screen.findByLabelText('Name'), 'Ops hook');
    await user.selectOptions(screen.getByLabelText('Type'), 'webhook');
    await user.type(screen.getByLabelText('Webhook URL'), 'ftp://nowhere');
    await user.click(screen.getByRole('button', { name: 'Create channel' }));
    await waitFor(() => expect(urlError()).toBe('Webhook URL must be http(s)'));
    await user.clear(screen.getByLabelText('Webhook URL'));
    await user.type(screen.getByLabelText('Webhook URL'), 'http://127.0.0.1:9/alarms');
    await user.click(screen.getByRole('button', { name: 'Create channel' }));
    await waitFor(() => expect(urlError()).toBe('Webhook URL: only https URLs are allowed'));
    expect(fake.callsOf('savePushConfig')).toEqual([]);
  });

  it('says "Check the highlighted fields." for a channel with no name', async () => {
    const { user, fake } = renderApp('/systems/sys1/notificationchannels/new', { systems: [SYSTEM] });
    await user.click(await screen.findByRole('button', { name: 'Create channel' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeTruthy();
    expect(fake.callsOf('savePushConfig')).toEqual([]);
  });

  it('shows a save the security rules refuse as the catalogue sentence in a toast with Report, never the rule internals', async () => {
    const fake = new FakeTransport().refuse('savePushConfig', rulesRefusal());
    const { user, reported } = renderApp('/systems/sys1/notificationchannels/new', { systems: [SYSTEM], fake });
    await user.type(await screen.findByLabelText('Name'), 'Night shift');
    await user.type(screen.getByLabelText('E-mail addresses (one per line)'), 'night@test.io');
    await user.click(screen.getByRole('button', { name: 'Create channel' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toMatch(/^Could not save the channel: only admins of this system may make this change/);
    await user.click(within(toast).getByRole('button', { name: 'Report' }));
    expect(reported).toEqual([toast.querySelector('.toast-text')?.textContent]);
    expect(document.body.textContent).not.toMatch(/PERMISSION_DENIED|@ L\d+|\[403\]/);
    expect(fake.callsOf('savePushConfig')).toHaveLength(1);
  });

  it('creates an e-mail channel and opens it', async () => {
    const fake = new FakeTransport().answer('savePushConfig', 'ch-new');
    const app = renderApp('/systems/sys1/notificationchannels/new', { systems: [SYSTEM], fake });
    await app.user.type(await screen.findByLabelText('Name'), 'Night shift');
    await app.user.type(screen.getByLabelText('E-mail addresses (one per line)'), 'night@test.io');
    await app.user.click(screen.getByRole('button', { name: 'Create channel' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/systems/sys1/notificationchannels/ch-new'));
    expect(fake.callsOf('savePushConfig')[0]).toEqual([
      'sys1',
      null,
      expect.objectContaining({ type: 'email', name: 'Night shift', target: ['night@test.io'] }),
    ]);
  });

  it('ticks the only member of a one-person system on a new push channel (saved at once, it reaches them); none of two', async () => {
    const alone = systemDoc('sys1', { name: 'Greenhouse', admin: [ADMIN], users: [] });
    const { user } = renderApp('/systems/sys1/notificationchannels/new', { systems: [alone] });
    await user.selectOptions(await screen.findByLabelText('Type'), 'push');
    expect((screen.getByRole('checkbox', { name: ADMIN }) as HTMLInputElement).checked).toBe(true);
  });

  it('ticks nobody on a new push channel of a system with several members', async () => {
    const { user } = renderApp('/systems/sys1/notificationchannels/new', { systems: [SYSTEM] });
    await user.selectOptions(await screen.findByLabelText('Type'), 'push');
    expect((screen.getByRole('checkbox', { name: ADMIN }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: MEMBER }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows a member the channel without the editor, saying whom to ask', async () => {
    const fake = new FakeTransport().answer('readPushConfig', channelDoc('ch1'));
    renderApp('/systems/sys1/notificationchannels/ch1', { as: MEMBER, systems: [SYSTEM], fake });
    expect(await screen.findByText(/Only admins of this system/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Save channel/ })).toBeNull();
  });
});
