import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport } from '../../testing/fakeTransport';
import { inviteDoc } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

function invitesFake(list: ReturnType<typeof inviteDoc>[]): FakeTransport {
  const fake = new FakeTransport();
  fake.push('watchInvites', list);
  return fake;
}

describe('invitations', () => {
  it('says there are none', async () => {
    renderApp('/invites', { systems: [], fake: invitesFake([]) });
    expect(await screen.findByText('No invitations.')).toBeTruthy();
  });

  it('shows who invited to what, with Accept and Decline only while it waits for an answer', async () => {
    renderApp('/invites', {
      systems: [],
      fake: invitesFake([inviteDoc('inv-1'), inviteDoc('inv-2', { systemName: 'Orchard', status: 'declined' })]),
    });
    const list = await screen.findByRole('list', { name: 'Invitations' });
    const [waiting, declined] = within(list).getAllByRole('listitem');
    expect(waiting!.textContent).toContain('as member · from boss@test.io');
    expect(waiting!.textContent).toContain('Waiting for your answer');
    expect(within(waiting!).getByRole('button', { name: 'Accept invitation to Cold chain' })).toBeTruthy();
    expect(declined!.textContent).toContain('Declined');
    expect(within(declined!).queryByRole('button')).toBeNull();
  });

  it('accepts through the server and shows the refusal it answers with, beside the invitation', async () => {
    const fake = invitesFake([inviteDoc('inv-1')]).answer('acceptInvite', {
      ok: false,
      code: 'failed-precondition',
      message: 'The invitation was withdrawn',
    });
    const { user } = renderApp('/invites', { systems: [], fake });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation to Cold chain' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The invitation was withdrawn'));
    expect(fake.callsOf('acceptInvite')).toEqual([['inv-1']]);
  });

  it('declines through the server', async () => {
    const fake = invitesFake([inviteDoc('inv-1')]).answer('declineInvite', { ok: true, data: {} });
    const { user } = renderApp('/invites', { systems: [], fake });
    await user.click(await screen.findByRole('button', { name: 'Decline invitation to Cold chain' }));
    await waitFor(() => expect(fake.callsOf('declineInvite')).toEqual([['inv-1']]));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
