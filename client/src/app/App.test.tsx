import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport, signedInUser } from '../testing/fakeTransport';
import { ADMIN, eventDoc, inviteDoc, SYSTEM } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';
import { CHANGELOG_URL } from './externalLinks';
import { ROUTE_TABLE } from './routeTable';

// The shell around every screen: the navigation guard, the route table, the main navigation's
// badge, the user menu and the invitation toast (moved down from tests/e2e/shell.test.ts).

/** Every route of the table with its parameters filled in. */
function concretePath(path: string): string {
  return path
    .replace(':systemId', 'sys1')
    .replace(':ruleId', 'no-such-rule')
    .replace(':channelId', 'no-such-channel')
    .replace(':eventId', 'ev-1')
    .replace('/:integrationId?', '')
    .replace(':sn', path.includes('/gateways/') ? 'GW-1' : path.includes('/virtuals/') ? 'V-1' : 'S-1');
}

const pathOf = (app: ReturnType<typeof renderApp>) =>
  `${app.router.state.location.pathname}${app.router.state.location.search}${app.router.state.location.hash}`;

describe('the navigation guard', () => {
  it('sends an anonymous visitor to Login keeping the query; an unknown path goes to Login too', async () => {
    const app = renderApp('/systems/sys1/rules?from=mail', { as: null });
    await waitFor(() => expect(pathOf(app)).toBe('/login?from=mail'));
    await app.router.navigate('/no/such/page');
    await waitFor(() => expect(pathOf(app)).toBe('/login'));
  });

  it('lets an anonymous visitor reach sign-up and what’s new', async () => {
    const app = renderApp('/signup', { as: null });
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeTruthy();
    await app.router.navigate('/whatsnew');
    expect(await screen.findByRole('heading', { name: "What's new" })).toBeTruthy();
    expect(pathOf(app)).toBe('/whatsnew');
  });

  it('keeps a user whose e-mail is not verified on Login, asking them to verify it', async () => {
    const fake = new FakeTransport();
    const app = renderApp('/systems?x=1', { as: null, fake });
    fake.signIn(signedInUser('unverified@test.io', { emailVerified: false }));
    await waitFor(() => expect(pathOf(app)).toBe('/login?x=1'));
    expect(await screen.findByText(/Verify your e-mail address/)).toBeTruthy();
  });

  it('forces a merge-required user to /usersettings#security from any other path, and keeps the flag for the session', async () => {
    const fake = new FakeTransport().answer('checkAccountMerge', { requiresMerge: true });
    const app = renderApp('/invites', { as: null, fake });
    fake.signIn(signedInUser('merger@test.io', { requiresMerge: true }));
    await waitFor(() => expect(pathOf(app)).toBe('/usersettings#security'));
    expect(await screen.findByRole('heading', { name: 'Security' })).toBeTruthy();
    expect(sessionStorage.getItem('user-requires-merge')).toBe('true');
    await app.router.navigate('/systems');
    await waitFor(() => expect(pathOf(app)).toBe('/usersettings#security'));
  });

  it('sends a verified user away from Login and sign-up to the systems', async () => {
    const app = renderApp('/login', { systems: [SYSTEM] });
    await waitFor(() => expect(pathOf(app)).toBe('/systems'));
    await app.router.navigate('/signup');
    await waitFor(() => expect(pathOf(app)).toBe('/systems'));
  });

  it('lets a verified user reach every route of the table, each with its heading; the old /system/:id and any other path redirect', async () => {
    const app = renderApp('/systems', { systems: [SYSTEM] });
    for (const route of ROUTE_TABLE) {
      if (route.name === 'Login' || route.name === 'SignUp') continue;
      const path = concretePath(route.path);
      await app.router.navigate(path);
      await waitFor(
        () => {
          const main = document.querySelector(`main[data-route="${route.name}"]`);
          expect(main?.querySelector('h1')?.textContent, `${route.name} (${path})`).toBeTruthy();
        },
        { timeout: 5_000 },
      );
      expect(app.router.state.location.pathname, route.name).toBe(path);
    }
    await app.router.navigate('/system/sys1');
    await waitFor(() => expect(pathOf(app)).toBe('/systems/sys1'));
    await app.router.navigate('/somewhere/else');
    await waitFor(() => expect(pathOf(app)).toBe('/systems'));
  });
});

describe('the main navigation and the user menu', () => {
  it('shows the Events badge with the count of unacknowledged events, live', async () => {
    const fake = new FakeTransport();
    fake.push('watchUnacknowledgedEvents', [eventDoc('ev-1'), eventDoc('ev-2')]);
    renderApp('/systems/sys1', { systems: [SYSTEM], fake });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByLabelText('2 unacknowledged')).toBeTruthy();
    fake.push('watchUnacknowledgedEvents', [eventDoc('ev-2')]);
    expect(await within(nav).findByLabelText('1 unacknowledged')).toBeTruthy();
  });

  it('counts invitations live on the user menu and toasts a new one for 15 s with an Open button that opens the list', async () => {
    const fake = new FakeTransport();
    fake.push('watchInvites', []);
    const app = renderApp('/systems', { systems: [SYSTEM], fake });
    const menu = await screen.findByRole('button', { name: /^User menu/ });
    await waitFor(() => expect(app.store.invites.loaded).toBe(true));
    expect(screen.queryByTestId('invite-dot')).toBeNull();
    fake.push('watchInvites', [inviteDoc('inv-1')]);
    await waitFor(() => expect(screen.getByTestId('invite-dot').textContent).toBe('1'));
    expect(menu.textContent).toContain('pending invitations');
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('New invitation to Cold chain');
    expect(toast.getAttribute('data-timeout')).toBe('15000');
    await app.user.click(within(toast).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(pathOf(app)).toBe('/invites'));
    expect(
      await within(await screen.findByRole('list', { name: 'Invitations' })).findByText(/Cold chain/),
    ).toBeTruthy();
  });

  it("opens the user menu with every entry, What's new (the external change log) and Feedback in a new tab; Escape closes it and gives the button focus back", async () => {
    const { user } = renderApp('/systems', { systems: [SYSTEM] });
    const button = await screen.findByRole('button', { name: /^User menu/ });
    expect(button.textContent).toContain(ADMIN.split('@')[0]);
    await user.click(button);
    for (const name of ['User settings', /^Invitations/, 'Quick start guide'])
      expect(screen.getByRole('link', { name })).toBeTruthy();
    const whatsNew = screen.getByRole('link', { name: "What's new" });
    expect(whatsNew.getAttribute('href')).toBe(CHANGELOG_URL);
    expect(whatsNew.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Feedback' }).getAttribute('target')).toBe('_blank');
    for (const name of ['Support', /^Toggle theme/, 'Sign out'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'User settings' })).toBeNull();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('User settings');
  });
});
