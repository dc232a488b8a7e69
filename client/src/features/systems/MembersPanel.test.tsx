import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SystemMembershipSchema } from '@neuron/shared';
import { FakeTransport, loaded, rulesRefusal } from '../../testing/fakeTransport';
import { FakeDeviceServer } from '../../testing/fakeDeviceServer';
import { ADMIN, MEMBER, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

// The system page's members panel (admins only) over the fake data layer: the checks made before
// any write (shared/src/members), and what a refused write shows.

function membersFake(lists: { admin?: string[]; users?: string[]; pendingUsers?: string[] } = {}): FakeTransport {
  const fake = new FakeTransport();
  // The panel shows once the page's device list is there (SystemScreen).
  new FakeDeviceServer(fake, []);
  fake.push(
    'watchMembership',
    loaded(SystemMembershipSchema, 'sys1', {
      name: 'Greenhouse',
      admin: [ADMIN],
      users: [],
      pendingAdmin: [],
      pendingUsers: [],
      ...lists,
    } as never),
  );
  return fake;
}

const panel = async () => (await screen.findByRole('heading', { name: 'Members' })).closest('section')!;

describe('members panel', () => {
  it('refuses to remove or demote the last admin, saying why, and writes nothing', async () => {
    const fake = membersFake();
    const { user } = renderApp('/systems/sys1', { systems: [SYSTEM], fake });
    const members = await panel();
    await waitFor(() =>
      expect(within(members).getByTestId('only-admin').textContent).toBe('Only admin: make someone else admin first'),
    );
    expect(within(members).queryByRole('button', { name: `Remove ${ADMIN}` })).toBeNull();
    await user.selectOptions(within(members).getByLabelText(`Role of ${ADMIN}`), 'user');
    await waitFor(() => expect(within(members).getByRole('alert').textContent).toContain('at least one admin'));
    // Nor may the only admin leave (issue 45): the page says why instead of offering it.
    expect((await screen.findByTestId('leave-only-admin')).textContent).toContain('You are the only admin');
    expect(screen.queryByRole('button', { name: 'Leave system' })).toBeNull();
    expect(fake.callsOf('changeMembership')).toEqual([]);
  });

  it('refuses a malformed address, then invites a valid one and revokes a pending invitation', async () => {
    const fake = membersFake({ pendingUsers: ['someone@example.com'] });
    const { user } = renderApp('/systems/sys1', { systems: [SYSTEM], fake });
    const members = await panel();
    const field = await within(members).findByLabelText('Invite by e-mail');
    await user.type(field, 'not-an-email');
    await user.click(within(members).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(within(members).getByRole('alert').textContent).toBe('Enter a valid e-mail address'));
    expect(fake.callsOf('changeMembership')).toEqual([]);
    await user.clear(field);
    await user.type(field, MEMBER.toUpperCase());
    await user.click(within(members).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(fake.callsOf('changeMembership')).toHaveLength(1));
    expect(fake.callsOf('changeMembership')[0]).toEqual(['sys1', { add: { pendingUsers: MEMBER }, remove: {} }]);
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    await user.click(within(members).getByRole('button', { name: 'Revoke invitation someone@example.com' }));
    await waitFor(() => expect(fake.callsOf('changeMembership')).toHaveLength(2));
    expect(JSON.stringify(fake.callsOf('changeMembership')[1])).toContain('someone@example.com');
  });

  it('shows a change the security rules refuse as the catalogue sentence', async () => {
    const fake = membersFake({ users: [MEMBER] }).refuse('changeMembership', rulesRefusal());
    const { user } = renderApp('/systems/sys1', { systems: [SYSTEM], fake });
    const members = await panel();
    await user.click(await within(members).findByRole('button', { name: `Remove ${MEMBER}` }));
    await waitFor(() =>
      expect(within(members).getByRole('alert').textContent).toMatch(/^Could not save the members: only admins/),
    );
    expect(members.textContent).not.toMatch(/PERMISSION_DENIED/);
  });

  it('is not shown to a member', async () => {
    renderApp('/systems/sys1', { as: MEMBER, systems: [SYSTEM], fake: membersFake({ users: [MEMBER] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Greenhouse' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Members' })).toBeNull();
  });
});
