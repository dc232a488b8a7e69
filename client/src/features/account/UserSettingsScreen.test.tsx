import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SIGN_IN_ERRORS } from '@neuron/shared';
import { FakeTransport } from '../../testing/fakeTransport';
import { ADMIN } from '../../testing/fixtures';
import { renderApp, systemDoc } from '../../testing/renderApp';

// The account settings over the fake data layer: the profile's checks and saves, sign-out and the
// account deletion's dialog. Auth's own deletion and the server's clean-up after it stay in the
// browser journey (tests/e2e/accountSettings.test.ts).

const HANDED_OVER = systemDoc('farm', { name: 'Leaver farm', admin: [ADMIN], users: ['stays@test.io'] });
const LEFT_EMPTY = systemDoc('shed', { name: 'Leaver shed', admin: [ADMIN], users: [] });

describe('account settings', () => {
  it('refuses a display name over 100 characters beside the field, then saves a good one', async () => {
    const { user, fake } = renderApp('/usersettings', { systems: [] });
    const field = await screen.findByLabelText('Display name');
    await user.clear(field);
    await user.type(field, 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((a) => a.textContent?.includes(ACCOUNT_MESSAGES.displayNameTooLong)),
      ).toBe(true),
    );
    expect(fake.callsOf('saveProfile')).toEqual([]);
    await user.clear(field);
    await user.type(field, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(screen.getAllByRole('status').some((s) => s.textContent === 'Name saved.')).toBe(true));
    expect(fake.callsOf('saveProfile')).toEqual([[`uid-${ADMIN}`, { displayName: 'Ada Lovelace' }]]);
  });

  it('shows when the account was created and last signed in, in the page’s locale', async () => {
    const created = Date.UTC(2025, 0, 2, 3, 4);
    const lastSignIn = Date.UTC(2026, 5, 6, 7, 8);
    const app = renderApp('/usersettings', { systems: [], account: { createdAt: created, lastSignInAt: lastSignIn } });
    const times = await screen.findByTestId('account-times');
    expect([...times.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Account created', 'Last sign-in']);
    expect([...times.querySelectorAll('dd')].map((d) => d.textContent)).toEqual([
      new Date(created).toLocaleString(),
      new Date(lastSignIn).toLocaleString(),
    ]);
    expect(app.router.state.location.pathname).toBe('/usersettings');
  });

  it('signs out from the user menu: the merge flag leaves session storage and the app goes to Login', async () => {
    const fake = new FakeTransport().answer('signOut', () => fake.signIn(null));
    const app = renderApp('/usersettings', { systems: [], fake });
    sessionStorage.setItem('user-requires-merge', 'true');
    await app.user.click(await screen.findByRole('button', { name: /^User menu/ }));
    await app.user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('user-requires-merge')).toBeNull();
    expect(fake.callsOf('signOut')).toHaveLength(1);
  });
});

describe('deleting the account', () => {
  it('says what happens to systems it alone administers, and asks to confirm before it can start', async () => {
    renderApp('/usersettings', { systems: [HANDED_OVER, LEFT_EMPTY] });
    const handedOver = await screen.findByText(/Leaver farm/, { selector: '[role="note"] *, [role="note"]' });
    expect(handedOver.closest('[role="note"]')!.textContent).toContain(
      'Their users will each be invited to become admin',
    );
    const leftEmpty = screen.getByText(/Leaver shed/, { selector: '[role="note"] *, [role="note"]' });
    expect(leftEmpty.closest('[role="note"]')!.textContent).toContain('Nobody will be able to open these systems');
    expect((screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks to sign in again, shows a wrong password, and deletes once signed in again', async () => {
    const fake = new FakeTransport().answer('reauthenticate', { kind: 'error', code: 'auth/wrong-password' });
    fake.answer('signOut', () => fake.signIn(null));
    const app = renderApp('/usersettings', { systems: [], fake });
    await app.user.click(await screen.findByLabelText(/I understand that my account is deleted/));
    await app.user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Sign in again to delete your account.')).toBeTruthy();
    await app.user.type(screen.getByLabelText('Your password'), 'wrong-pass');
    await app.user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((a) => a.textContent?.includes(SIGN_IN_ERRORS['auth/wrong-password'])),
      ).toBe(true),
    );
    expect(fake.callsOf('deleteAccount')).toEqual([]);
    fake.answer('reauthenticate', { kind: 'signedIn' });
    await app.user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(fake.callsOf('deleteAccount')).toHaveLength(1);
    expect(within(document.body).getByText(ACCOUNT_MESSAGES.accountDeleted)).toBeTruthy();
  });
});
