import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, AVATAR_MAX_LENGTH } from '@neuron/shared';
import { ROOT } from '../../scripts/emulatorSetup.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminAuth, adminDb, closeAdmin, eventually } from '../support/emulators.js';
import { ensureAuthUser, signedInPage } from './shellSupport.js';

const RUN = Date.now().toString(36);
const USER = { email: `settings-${RUN}@neuron.dev`, password: 'settings-1' };
const LEAVER = { email: `leaver-${RUN}@neuron.dev`, password: 'leaver-pass-1' };

describe('user settings in headless Chromium: account times from Auth, name and picture saved, account deleted', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;

  beforeAll(async () => {
    await ensureAuthUser(USER.email, USER.password, { emailVerified: true });
    await ensureAuthUser(LEAVER.email, LEAVER.password, { emailVerified: true });
    await adminDb()
      .doc(`system/leaver-sys-${RUN}`)
      .set({ name: 'Leaver farm', admin: [LEAVER.email], users: [`stays-${RUN}@neuron.dev`], createdAt: Date.now() });
    await adminDb()
      .doc(`system/leaver-solo-${RUN}`)
      .set({ name: 'Leaver shed', admin: [LEAVER.email], users: [], createdAt: Date.now() });
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it('shows when the account was created and last signed in; saves the display name and a picture resized in the browser, and goes back to the default picture', async () => {
    const { context, page } = await signedInPage(browser, baseUrl, USER);
    await page.goto(`${baseUrl}/usersettings`);
    const record = await adminAuth().getUserByEmail(USER.email);
    const uid = record.uid;

    // The account's creation and last sign-in, as Auth records them, in the page's own locale.
    const signedInAt = Date.parse(record.metadata.lastSignInTime);
    expect(signedInAt).toBeGreaterThanOrEqual(Math.floor(parseInt(RUN, 36) / 1000) * 1000);
    const shown = (t: string) => page.evaluate((ms) => new Date(ms).toLocaleString(), Date.parse(t));
    const times = page.getByTestId('account-times');
    await expect
      .poll(() => times.locator('dd').allTextContents(), { timeout: 30_000 })
      .toEqual([await shown(record.metadata.creationTime), await shown(record.metadata.lastSignInTime)]);
    expect(await times.locator('dt').allTextContents()).toEqual(['Account created', 'Last sign-in']);

    await page.getByLabel('Display name').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('status').getByText('Name saved.').waitFor();
    await page
      .getByRole('button', { name: /^User menu/ })
      .getByText('Ada Lovelace')
      .waitFor();
    expect((await adminDb().doc(`users/${uid}`).get()).data()?.displayName).toBe('Ada Lovelace');

    // A file the browser cannot read as an image is refused beside the picker.
    await page
      .locator('#avatar-file')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await page.getByRole('alert').getByText(ACCOUNT_MESSAGES.imageUnreadable).waitFor();
    // A 512 px PNG is stored as a small JPEG data URL.
    await page.locator('#avatar-file').setInputFiles(join(ROOT, 'client/public/icons/icon-512.png'));
    await page.getByRole('status').getByText('Picture saved.').waitFor();
    const avatar = await eventually(async () => {
      const a = (await adminDb().doc(`users/${uid}`).get()).data()?.avatar as string | undefined;
      return a?.startsWith('data:image/jpeg') ? a : undefined;
    });
    expect(avatar.length).toBeLessThanOrEqual(AVATAR_MAX_LENGTH);
    await eventually(async () =>
      (await page.getByRole('img', { name: 'Your avatar' }).getAttribute('src'))?.startsWith('data:image/jpeg')
        ? true
        : undefined,
    );
    await page.getByRole('button', { name: 'Use the default picture' }).click();
    await eventually(async () =>
      (await page.getByRole('img', { name: 'Your avatar' }).getAttribute('src'))?.endsWith('/avatar-default.svg')
        ? true
        : undefined,
    );
    await eventually(async () =>
      (await adminDb().doc(`users/${uid}`).get()).data()?.avatar === undefined ? true : undefined,
    );
    await context.close();
  });

  it('deletes the account after signing in again; the server clears its memberships', async () => {
    const { context, page } = await signedInPage(browser, baseUrl, LEAVER);
    const uid = (await adminAuth().getUserByEmail(LEAVER.email)).uid;
    await adminDb()
      .doc(`users/${uid}`)
      .set({ displayName: 'Leaver', pushTokens: ['t1'], notificationPrefs: {} });
    await page.goto(`${baseUrl}/usersettings`);
    const remove = page.getByRole('button', { name: 'Delete my account' });
    await page.getByLabel(/I understand that my account is deleted/).check();
    await remove.click();
    await page.getByRole('alert').getByText('Sign in again to delete your account.').waitFor();
    await page.getByLabel('Your password').fill(LEAVER.password);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText(ACCOUNT_MESSAGES.accountDeleted).waitFor();
    await expect(adminAuth().getUser(uid)).rejects.toThrow();
    // The server's clean-up (onAccountDeleted): profile gone, e-mail off the systems, the user invited to be admin.
    await eventually(async () => ((await adminDb().doc(`users/${uid}`).get()).exists ? undefined : true));
    expect((await adminDb().doc(`system/leaver-sys-${RUN}`).get()).data()).toMatchObject({
      admin: [],
      users: [`stays-${RUN}@neuron.dev`],
      pendingAdmin: [`stays-${RUN}@neuron.dev`],
    });
    expect((await adminDb().doc(`system/leaver-solo-${RUN}`).get()).data()).toMatchObject({ admin: [], users: [] });
    await context.close();
  });
});
