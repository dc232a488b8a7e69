import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SMS_CODE_MESSAGES, RECENT_LOGIN_MESSAGE } from '@neuron/shared';
import { nextSmsCode, smsSessionsOf } from '../support/authEmulator.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminAuth, closeAdmin } from '../support/emulators.js';
import { ensureAuthUser, freshPage, signIn, signedInPage } from './shellSupport.js';

const RUN = Date.now().toString(36);
const USER = { email: `two-step-${RUN}@neuron.dev`, password: 'two-step-1' };
const PHONE = `+1555${String(Date.now()).slice(-7)}`;

/** Answers an Auth REST call with a Firebase error the emulator never gives (expired code, stale sign-in). */
async function failAuthCall(page: Page, path: string, message: string): Promise<void> {
  await page.route(`**/identitytoolkit.googleapis.com/**/${path}*`, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ error: { code: 400, message, errors: [{ message }] } }),
    }),
  );
}

const alert = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true }).waitFor();

describe('SMS second factor in headless Chromium: enrolment messages, sign-in with it, removal', () => {
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

  it('enrols a phone named "Phone number", with each enrolment message on the way (expired code and stale sign-in faked)', async () => {
    const { context, page } = await signedInPage(browser, baseUrl, USER);
    await page.goto(`${baseUrl}/usersettings#security`);
    await page.getByRole('button', { name: 'Add a phone number' }).click();
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Send code' }).click();
    await alert(page, ACCOUNT_MESSAGES.phoneFormat);

    // Firebase wants a recent sign-in: the prompt, then the same request again.
    await failAuthCall(page, 'mfaEnrollment:start', 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
    await page.getByLabel('Mobile number').fill(PHONE);
    await page.getByRole('button', { name: 'Send code' }).click();
    await alert(page, RECENT_LOGIN_MESSAGE);
    await page.unrouteAll();
    await page.getByLabel('Your password').fill(USER.password);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('status').getByText(`We sent a code to ${PHONE}.`).waitFor();
    const firstSession = await smsSessionsOf(PHONE);
    expect(firstSession.length).toBe(1);

    const enterCode = async (code: string) => {
      await page.getByLabel('Code from the text message').fill(code);
      await page.getByRole('button', { name: 'Verify and add' }).click();
    };
    await enterCode('12');
    await alert(page, SMS_CODE_MESSAGES.invalid);
    await enterCode('000000');
    await alert(page, SMS_CODE_MESSAGES.mismatch);
    await failAuthCall(page, 'mfaEnrollment:finalize', 'SESSION_EXPIRED');
    await enterCode(await nextSmsCode(PHONE));
    await alert(page, SMS_CODE_MESSAGES.expired);
    await page.unrouteAll();

    // Resend: a new code, which enrols the phone.
    await page.getByRole('button', { name: 'Resend code' }).click();
    const code = await nextSmsCode(PHONE, firstSession);
    await enterCode(code);
    await page.getByRole('status').getByText(`Phone ${PHONE} added as a second factor.`).waitFor();
    const row = page.getByRole('row', { name: /Phone number/ });
    await row.getByText('Text message (SMS)').waitFor();
    await row.getByText(PHONE).waitFor();
    const factors = (await adminAuth().getUserByEmail(USER.email)).multiFactor?.enrolledFactors ?? [];
    expect(factors.map((f) => f.displayName)).toEqual(['Phone number']);
    await context.close();
  });

  it('signs in with the SMS factor as a step: send, a wrong code, resend, verify', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, baseUrl, USER.email, USER.password);
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    const seen = await smsSessionsOf(PHONE);
    await page.getByRole('button', { name: 'Send code' }).click();
    await nextSmsCode(PHONE, seen);
    await page.getByLabel('Code from the text message').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await alert(page, SMS_CODE_MESSAGES.invalid);
    const beforeResend = await smsSessionsOf(PHONE);
    await page.getByRole('button', { name: 'Resend code' }).click();
    const second = await nextSmsCode(PHONE, beforeResend);
    expect(second).toBeTruthy();
    await page.getByLabel('Code from the text message').fill(second);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/systems$/);
    await context.close();
  });

  it('removes the factor after signing in again, second factor included (stale sign-in faked)', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, baseUrl, USER.email, USER.password);
    let seen = await smsSessionsOf(PHONE);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code from the text message').fill(await nextSmsCode(PHONE, seen));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/systems$/);
    await page.goto(`${baseUrl}/usersettings#security`);
    await failAuthCall(page, 'mfaEnrollment:withdraw', 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
    await page.getByRole('button', { name: 'Remove Phone number' }).click();
    await page.getByRole('button', { name: 'Remove Phone number now' }).click();
    await alert(page, RECENT_LOGIN_MESSAGE);
    await page.unrouteAll();
    await page.getByLabel('Your password').fill(USER.password);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    // The account has a second factor, so signing in again asks for it too.
    seen = await smsSessionsOf(PHONE);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code from the text message').fill(await nextSmsCode(PHONE, seen));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('status').getByText('Second factor removed.').waitFor();
    await page.getByText('No second factor yet').waitFor();
    expect((await adminAuth().getUserByEmail(USER.email)).multiFactor?.enrolledFactors ?? []).toEqual([]);
    await context.close();
  });
});
