import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { allowDuplicateEmails, signInWithFakeGoogle } from '../support/callables.js';
import { adminAuth, closeAdmin, eventually } from '../support/emulators.js';
import { serveGapiShim } from '../support/gapiShim.js';
import { ensureAuthUser, freshPage, signIn } from './shellSupport.js';

const RUN = Date.now().toString(36);

/** Signs in on the Auth emulator's fake Google page (`/emulator/auth/handler`) as a new account. */
async function signInOnIdpPage(idp: Page, email: string): Promise<void> {
  await idp.waitForURL(/\/emulator\/auth\/handler/);
  await idp.locator('#add-account-button').click();
  await idp.locator('#email-input').fill(email);
  await idp.locator('#display-name-input').fill('Google Person');
  await idp.locator('#sign-in').click();
}

/** Clicks a button that opens the Google popup and signs in there. */
async function googlePopup(page: Page, button: string, email: string): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: button }).click()]);
  await signInOnIdpPage(popup, email);
}

async function debugged(page: Page, run: () => Promise<void>): Promise<void> {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  page.on('framenavigated', (f) => logs.push(`NAV ${f === page.mainFrame() ? 'main' : 'frame'} ${f.url()}`));
  page.on('dialog', (d) => logs.push(`DIALOG ${d.message()}`));
  try {
    await run();
  } catch (e) {
    console.log('URL', page.url(), '\nLOGS', logs.join('\n'), '\nBODY', await page.locator('body').innerText());
    throw e;
  }
}

const providersOf = async (email: string) =>
  (await adminAuth().getUserByEmail(email)).providerData.map((p) => p.providerId).sort();

describe('Google sign-in and account merge in headless Chromium (through the emulator IdP page; Google loader script stood in for)', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;

  beforeAll(async () => {
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
  });
  afterAll(async () => {
    await allowDuplicateEmails(false);
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it('signs in with Google in a popup on a wide screen', async () => {
    const email = `google-${RUN}@neuron.dev`;
    const { context, page } = await freshPage(browser);
    await serveGapiShim(context);
    await page.goto(`${baseUrl}/login`);
    await googlePopup(page, 'Continue with Google', email);
    await page.waitForURL(/\/systems$/);
    expect(await providersOf(email)).toEqual(['google.com']);
    await context.close();
  });

  it('signs in with Google by redirect on a narrow screen (through the IdP page and back)', async () => {
    const email = `google-narrow-${RUN}@neuron.dev`;
    const { context, page } = await freshPage(browser, { width: 390, height: 800 });
    await serveGapiShim(context);
    await debugged(page, async () => {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await signInOnIdpPage(page, email);
      await page.waitForURL(/\/systems$/, { timeout: 30_000 });
    });
    expect(await providersOf(email)).toEqual(['google.com']);
    await context.close();
  });

  it('holds a user whose e-mail has two accounts on the security settings until they merge them, then lets them go', async () => {
    const email = `twin-${RUN}@neuron.dev`;
    await allowDuplicateEmails(true);
    await ensureAuthUser(email, 'twin-pass-1', { emailVerified: true });
    const passwordUid = (await adminAuth().getUserByEmail(email)).uid;
    // A Google sign-in with the same e-mail made a second account (the project allows duplicates).
    const googleUid = await signInWithFakeGoogle(email, `google-twin-${RUN}`);

    const { context, page } = await freshPage(browser);
    await serveGapiShim(context);
    await debugged(page, async () => {
      await signIn(page, baseUrl, email, 'twin-pass-1');
      await page.waitForURL(/\/usersettings#security$/, { timeout: 45_000 });
    });
    expect(await page.evaluate(() => sessionStorage.getItem('user-requires-merge'))).toBe('true');
    await page.getByRole('heading', { name: 'Merge your accounts' }).waitFor();
    // Held: any other path comes back here.
    await page.goto(`${baseUrl}/systems`);
    await page.waitForURL(/\/usersettings#security$/);

    // Prove the Google account by signing in to it on the IdP page (the existing account is listed there).
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Merge with Google' }).click(),
    ]);
    await popup.waitForURL(/\/emulator\/auth\/handler/);
    await popup.locator('.js-reuse-account', { hasText: email }).click();
    await debugged(page, () => page.getByRole('status').getByText('Your two accounts are one now').waitFor());
    expect(await page.evaluate(() => sessionStorage.getItem('user-requires-merge'))).toBeNull();
    await expect(adminAuth().getUser(googleUid)).rejects.toThrow();
    expect((await adminAuth().getUser(passwordUid)).customClaims?.['user-requires-merge']).toBeUndefined();
    await page.getByRole('link', { name: 'Open your systems' }).click();
    await page.waitForURL(/\/systems$/);
    // The kept account has both ways in now.
    await eventually(async () => ((await providersOf(email)).includes('google.com') ? true : undefined), 10_000);
    await context.close();
  });
});
