import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_CODE_MESSAGES } from '@neuron/shared';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminAuth, closeAdmin } from '../support/emulators.js';
import { totpCode } from '../support/totp.js';
import { ensureAuthUser, signIn, signedInPage } from './shellSupport.js';

const RUN = Date.now().toString(36);
const USER = { email: `totp-${RUN}@neuron.dev`, password: 'totp-pass-1' };
const PHONE = `+1555${String(Date.now() + 7).slice(-7)}`;

const alert = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true }).waitFor();
/** A 6-digit code the secret does not give now (nor a period either side). */
const wrongCode = async (secret: string) => {
  const right = new Set([
    await totpCode(secret, Date.now(), -1),
    await totpCode(secret),
    await totpCode(secret, Date.now(), 1),
  ]);
  let n = 123456;
  while (right.has(String(n))) n++;
  return String(n);
};

// The Auth emulator has no TOTP factors: this journey runs the app with its multi-factor SDK
// module swapped for tests/support/fakeTotpSdk.ts (TOTP faked in the page, phone factors real).
describe('authenticator app (TOTP SDK faked) in headless Chromium: enrolment with QR code and key, sign-in step, removal', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;

  beforeAll(async () => {
    await ensureAuthUser(USER.email, USER.password, { emailVerified: true });
    ({ server, url: baseUrl } = await startClient({ fakeTotp: true }));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it('enrols an authenticator app, asks for it at sign-in, and removes it', async () => {
    // One context throughout: the fake keeps its TOTP factors in the page's localStorage.
    const { context, page } = await signedInPage(browser, baseUrl, USER);
    await page.goto(`${baseUrl}/usersettings#security`);
    await page.getByRole('button', { name: 'Add an authenticator app' }).click();

    // The secret as a QR code (drawn in the browser) and as text.
    const qr = page.getByRole('img', { name: 'QR code of the authenticator secret' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel('Name for this factor').fill('Phone authenticator');
    const enter = async (code: string) => {
      await page.getByLabel('Code from your authenticator app').fill(code);
      await page.getByRole('button', { name: 'Verify and add' }).click();
    };
    await enter('12');
    await alert(page, SMS_CODE_MESSAGES.invalid);
    await enter(await wrongCode(secret));
    await alert(page, SMS_CODE_MESSAGES.mismatch);
    await enter(await totpCode(secret));
    await page.getByRole('status').getByText('Authenticator app added as a second factor.').waitFor();
    const row = page.getByRole('row', { name: /Phone authenticator/ });
    await row.getByText('Authenticator app', { exact: true }).waitFor();

    // The emulator keeps no TOTP factor; a phone factor makes it ask for a second step at all.
    const uid = (await adminAuth().getUserByEmail(USER.email)).uid;
    await adminAuth().updateUser(uid, {
      multiFactor: {
        enrolledFactors: [{ uid: `phone-${RUN}`, factorId: 'phone', phoneNumber: PHONE, displayName: 'Phone number' }],
      },
    });
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login$/);

    await signIn(page, baseUrl, USER.email, USER.password);
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    await page.getByLabel('Phone authenticator: authenticator app').check();
    const code = page.getByLabel('Code from your authenticator app');
    await code.fill(await wrongCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await alert(page, SMS_CODE_MESSAGES.invalid);
    await code.fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/systems$/);

    await page.goto(`${baseUrl}/usersettings#security`);
    await page.getByRole('button', { name: 'Remove Phone authenticator' }).click();
    await page.getByRole('button', { name: 'Remove Phone authenticator now' }).click();
    await page.getByRole('status').getByText('Second factor removed.').waitFor();
    expect(await page.getByRole('row', { name: /Phone authenticator/ }).count()).toBe(0);
    await page.getByRole('row', { name: /^Phone number Text message/ }).waitFor();
    await context.close();
  });
});
