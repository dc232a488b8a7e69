import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminAuth } from '../support/emulators.js';

/** Creates (or updates) an e-mail/password user in the Auth emulator with the given flags. */
export async function ensureAuthUser(
  email: string,
  password: string,
  opts: { emailVerified: boolean; claims?: Record<string, unknown> },
): Promise<void> {
  const auth = adminAuth();
  let uid: string;
  try {
    uid = (await auth.getUserByEmail(email)).uid;
    await auth.updateUser(uid, { password, emailVerified: opts.emailVerified });
  } catch {
    uid = (await auth.createUser({ email, password, emailVerified: opts.emailVerified })).uid;
  }
  await auth.setCustomUserClaims(uid, opts.claims ?? null);
}

/** Opens /login in the page and signs in through the form. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A fresh browser context (own storage) with one page. */
export async function freshPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}
