import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SIGN_IN_ERRORS, SIGN_IN_FALLBACK_ERROR } from '@neuron/shared';
import { FakeTransport, signedInUser } from '../../testing/fakeTransport';
import { renderApp } from '../../testing/renderApp';

// The sign-in, verify-e-mail, forgot-password and e-mailed-link screens over the fake data layer.
// The data layer turns Auth's errors into the catalogue's sentences (data/signInOutcome.ts); what
// the emulator itself answers for a wrong password or an unknown account stays in the browser
// journey (tests/e2e/accountSignIn.test.ts).

const KNOWN = 'known@test.io';

async function signInWith(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.clear(screen.getByLabelText('E-mail'));
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign in', () => {
  it('shows the data layer’s sentence for each failed sign-in, stays on Login, and signs in once it succeeds', async () => {
    const fake = new FakeTransport();
    const app = renderApp('/login', { as: null, fake });
    await screen.findByLabelText('E-mail');
    for (const [code, message] of [
      ['auth/wrong-password', SIGN_IN_ERRORS['auth/wrong-password']],
      ['auth/too-many-requests', SIGN_IN_ERRORS['auth/too-many-requests']],
      ['auth/internal-error', SIGN_IN_FALLBACK_ERROR],
    ]) {
      fake.answer('signInWithPassword', { kind: 'error', code });
      await signInWith(app.user, KNOWN, 'a-password');
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
      expect(app.router.state.location.pathname).toBe('/login');
    }
    fake.answer('signInWithPassword', () => {
      fake.signIn(signedInUser(KNOWN));
      return { kind: 'signedIn' };
    });
    await signInWith(app.user, KNOWN, 'right-password');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/systems'));
    expect(fake.callsOf('signInWithPassword').at(-1)).toEqual([KNOWN, 'right-password']);
  });

  it('pre-fills the e-mail from ?mail= and links to sign-up and "Forgot password?", which keeps it', async () => {
    const app = renderApp(`/login?mail=${encodeURIComponent(KNOWN)}`, { as: null });
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe(KNOWN);
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
    await app.user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/forgotpassword'));
    expect(app.router.state.location.search).toContain('mail=');
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe(KNOWN);
  });

  it('says "Too many requests" when resending the verification e-mail is throttled', async () => {
    const fake = new FakeTransport().answer('resendVerification', 'auth/too-many-requests');
    const { user } = renderApp('/login', { as: null, fake });
    fake.signIn(signedInUser('unverified@test.io', { emailVerified: false }));
    await user.click(await screen.findByRole('button', { name: 'Resend the e-mail' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(SIGN_IN_ERRORS['auth/too-many-requests']),
    );
  });
});

describe('forgot password and e-mailed links', () => {
  it('refuses a malformed address beside the field, and answers the same sentence for any well-formed one', async () => {
    const fake = new FakeTransport().answer('requestPasswordReset', (email: string) =>
      email.includes('@') ? undefined : { code: 'auth/invalid-email' },
    );
    const { user } = renderApp('/forgotpassword', { as: null, fake });
    const field = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(SIGN_IN_ERRORS['auth/invalid-email']));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, 'nobody@test.io');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((s) => s.textContent === ACCOUNT_MESSAGES.resetRequested)).toBe(true),
    );
  });

  it('validates a new password inline before it is sent: too short, then two that differ', async () => {
    const fake = new FakeTransport().answer('inspectActionCode', { ok: true, email: KNOWN });
    const { user } = renderApp('/auth/action?mode=resetPassword&oobCode=code-1', { as: null, fake });
    expect(await screen.findByText(`For ${KNOWN}`)).toBeTruthy();
    const save = async (password: string, repeat: string) => {
      await user.clear(screen.getByLabelText('New password'));
      await user.type(screen.getByLabelText('New password'), password);
      await user.clear(screen.getByLabelText('Repeat the new password'));
      await user.type(screen.getByLabelText('Repeat the new password'), repeat);
      await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    };
    await save('short', 'short');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(ACCOUNT_MESSAGES.weakPassword));
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    await save('new-pass-2', 'new-pass-3');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(ACCOUNT_MESSAGES.passwordsDiffer));
    expect(fake.callsOf('resetPassword')).toEqual([]);
  });

  it('says so for a link it cannot open', async () => {
    renderApp('/auth/action?mode=somethingElse&oobCode=x', { as: null });
    const main = await screen.findByRole('main');
    await waitFor(() => expect(within(main).getByRole('alert').textContent).toContain(ACCOUNT_MESSAGES.unknownAction));
  });
});
