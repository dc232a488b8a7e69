import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SIGN_IN_ERRORS } from '@neuron/shared';
import { latestOobCode } from '../support/authEmulator.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminAuth, closeAdmin } from '../support/emulators.js';
import { ensureAuthUser, freshPage, signIn } from './shellSupport.js';

const RUN = Date.now().toString(36);
const KNOWN = { email: `known-${RUN}@neuron.dev`, password: 'right-pass-1' };

describe('accounts in headless Chromium: sign-up, verify, sign in, and the sign-in messages', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;

  beforeAll(async () => {
    await ensureAuthUser(KNOWN.email, KNOWN.password, { emailVerified: true });
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it('signs up, keeps the user on "verify your e-mail" until the link is opened, then lets them in', async () => {
    const email = `new-${RUN}@neuron.dev`;
    const { context, page } = await freshPage(browser);
    await page.goto(`${baseUrl}/signup`);
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').getByText(ACCOUNT_MESSAGES.weakPassword).waitFor();
    await page.getByLabel('Password').fill('new-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Verify your e-mail' }).waitFor();

    // "I have verified" before opening the link: still unverified, said so.
    await page.getByRole('button', { name: 'I have verified' }).click();
    await page.getByRole('alert').getByText(ACCOUNT_MESSAGES.stillUnverified).waitFor();
    // Resend sends a second link.
    await page.getByRole('button', { name: 'Resend the e-mail' }).click();
    await page.getByRole('status').getByText(ACCOUNT_MESSAGES.verificationSent).waitFor();
    // The guard keeps an unverified user out of the systems.
    await page.goto(`${baseUrl}/systems`);
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Verify your e-mail' }).waitFor();

    // The link, opened in another browser (not signed in), goes through the app's action handler.
    const code = await latestOobCode(email, 'VERIFY_EMAIL');
    const { context: mailClient, page: mail } = await freshPage(browser);
    await mail.goto(`${baseUrl}/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
    await mail.getByRole('status').getByText(ACCOUNT_MESSAGES.emailVerified).waitFor();
    await mailClient.close();
    expect((await adminAuth().getUserByEmail(email)).emailVerified).toBe(true);

    await page.getByRole('button', { name: 'I have verified' }).click();
    await page.waitForURL(/\/systems$/);
    await page.getByRole('heading', { name: 'Systems', exact: true }).waitFor();
    await context.close();

    // Signing in again later goes straight to the systems.
    const { context: later, page: again } = await freshPage(browser);
    await signIn(again, baseUrl, email, 'new-pass-1');
    await again.waitForURL(/\/systems$/);
    await later.close();
  });

  it('opens a verification link in the signed-in tab and lets the user in from there', async () => {
    const email = `linked-${RUN}@neuron.dev`;
    const { context, page } = await freshPage(browser);
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('new-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Verify your e-mail' }).waitFor();
    const code = await latestOobCode(email, 'VERIFY_EMAIL');
    await page.goto(`${baseUrl}/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
    await page.getByRole('status').getByText(ACCOUNT_MESSAGES.emailVerified).waitFor();
    await page.getByRole('link', { name: 'Open your systems' }).click();
    await page.waitForURL(/\/systems$/);
    // A used link says so instead of failing silently.
    await page.goto(`${baseUrl}/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
    await page.getByRole('alert').getByText(ACCOUNT_MESSAGES.actionCodeInvalid).waitFor();
    await context.close();
  });

  it('lets a user who verified in another browser in on reload, with the rules seeing it (no refused listener)', async () => {
    const email = `reload-${RUN}@neuron.dev`;
    const { context, page } = await freshPage(browser);
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /permission|insufficient|false for/i.test(m.text())) refused.push(m.text());
    });
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('new-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Verify your e-mail' }).waitFor();
    // Verified elsewhere (the mail app's browser), then this tab is reloaded: Auth reloads the user
    // as verified but keeps its older token, which the security rules read.
    // (The Admin SDK stands in for the other browser: the page must not see it happen first.)
    const { uid } = await adminAuth().getUserByEmail(email);
    await adminAuth().updateUser(uid, { emailVerified: true });
    await page.reload();
    await page.waitForURL(/\/systems$/);
    await page.getByLabel('New system name').fill('Cellar');
    await page.getByRole('button', { name: 'Create system' }).click();
    await page.getByRole('heading', { name: 'Cellar', level: 1 }).waitFor();
    expect(refused).toEqual([]);
    await context.close();
  });

  it('shows the catalogue message for each refusal the Auth emulator really answers (wrong password, unknown account, malformed e-mail)', async () => {
    const { context, page } = await freshPage(browser);
    const attempt = async (email: string, password: string, message: string) => {
      await signIn(page, baseUrl, email, password);
      await page.getByRole('alert').getByText(message, { exact: true }).waitFor();
      expect(page.url()).toMatch(/\/login/);
    };
    await attempt(KNOWN.email, 'wrong-pass', SIGN_IN_ERRORS['auth/wrong-password']);
    await attempt(`nobody-${RUN}@neuron.dev`, 'any-pass-1', SIGN_IN_ERRORS['auth/user-not-found']);
    await attempt('not-an-email', 'any-pass-1', SIGN_IN_ERRORS['auth/invalid-email']);
    await signIn(page, baseUrl, KNOWN.email, KNOWN.password);
    await page.waitForURL(/\/systems$/);
    await context.close();
  });
});
