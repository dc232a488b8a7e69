import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SIGN_IN_ERRORS } from '@neuron/shared';
import { latestOobCode, oobCodesOf } from '../support/authEmulator.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { closeAdmin } from '../support/emulators.js';
import { ensureAuthUser, freshPage, signIn } from './shellSupport.js';

const RUN = Date.now().toString(36);
const USER = { email: `forgetful-${RUN}@neuron.dev`, password: 'old-pass-1' };

describe('password reset in headless Chromium: request, e-mailed link, new password', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;

  beforeAll(async () => {
    await ensureAuthUser(USER.email, USER.password, { emailVerified: true });
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it('answers the same whether or not the account exists, and e-mails no link for an unknown one', async () => {
    const { context, page } = await freshPage(browser);
    await page.goto(`${baseUrl}/forgotpassword`);
    const request = async (email: string) => {
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Send the link' }).click();
    };
    const nobody = `nobody-${RUN}@neuron.dev`;
    await request(nobody);
    const answerForNobody = await page.getByRole('status').filter({ hasText: 'reset' }).textContent();
    await page.reload();
    await request(USER.email);
    const answerForUser = await page.getByRole('status').filter({ hasText: 'reset' }).textContent();
    expect(answerForNobody).toBe(ACCOUNT_MESSAGES.resetRequested);
    expect(answerForUser).toBe(answerForNobody);
    expect(await oobCodesOf(nobody, 'PASSWORD_RESET')).toEqual([]);
    await context.close();
  });

  it('sets a new password through the in-app action handler', async () => {
    const code = await latestOobCode(USER.email, 'PASSWORD_RESET');
    const { context, page } = await freshPage(browser);
    await page.goto(`${baseUrl}/auth/action?mode=resetPassword&oobCode=${encodeURIComponent(code)}&lang=en`);
    await page.getByText(`For ${USER.email}`).waitFor();
    const save = async (password: string, repeat: string) => {
      await page.getByLabel('New password', { exact: true }).fill(password);
      await page.getByLabel('Repeat the new password').fill(repeat);
      await page.getByRole('button', { name: 'Save the new password' }).click();
    };
    await save('new-pass-2', 'new-pass-2');
    await page.getByRole('status').getByText(ACCOUNT_MESSAGES.passwordChanged).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login\?mail=/);

    // The old password is gone, the new one works.
    await signIn(page, baseUrl, USER.email, USER.password);
    await page.getByRole('alert').getByText(SIGN_IN_ERRORS['auth/wrong-password']).waitFor();
    await signIn(page, baseUrl, USER.email, 'new-pass-2');
    await page.waitForURL(/\/systems$/);
    await context.close();

    // The link works once.
    const { context: again, page: second } = await freshPage(browser);
    await second.goto(`${baseUrl}/auth/action?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
    await second.getByRole('alert').getByText(ACCOUNT_MESSAGES.actionCodeInvalid).waitFor();
    await second.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await again.close();
  });
});
