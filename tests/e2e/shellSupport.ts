import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
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

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/**
 * What a suite's browser context is unless it asks otherwise. The built app registers its service
 * worker on every first visit, and the worker's install fetches and stores the whole precache
 * (every chunk, Plotly's included) in each new context: CPU the run's other suites need, for a
 * worker only the suites about it use. Those ask for `serviceWorkers: 'allow'`.
 */
const CONTEXT_DEFAULTS: BrowserContextOptions = { viewport: DEFAULT_VIEWPORT, serviceWorkers: 'block' };

/** A fresh browser context (own storage) with one page. */
export async function freshPage(
  browser: Browser,
  viewport = DEFAULT_VIEWPORT,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...CONTEXT_DEFAULTS, viewport, ...options });
  return { context, page: await context.newPage() };
}

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The sessions signed in so far in this test run (the emulator suites share one worker). */
const sessions = new Map<string, { account: string; state: SessionState }>();

/** What a saved session depends on: the same account, password, claims, factors and sign-outs. */
async function accountFingerprint(email: string): Promise<string> {
  const u = await adminAuth().getUserByEmail(email);
  const factors = u.multiFactor?.enrolledFactors.map((f) => f.uid) ?? [];
  return JSON.stringify([
    u.uid,
    u.tokensValidAfterTime,
    u.emailVerified,
    u.customClaims ?? null,
    u.passwordHash ?? null,
    factors,
  ]);
}

/**
 * A fresh context (own storage) with one page on /systems, signed in as `user`: the run's first
 * time for the user through the sign-in form, after that from the session that sign-in saved
 * (cookies and localStorage, where Firebase Auth keeps it; not IndexedDB, whose device cache
 * holds the documents of the suite that signed in, which a later suite cleared), as a returning
 * visitor. A session whose account has changed since (password, claims, factors, a revoked
 * sign-in) is not used; nor is one the app does not take (the page shows the sign-in form): the
 * form is used again.
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  user: { email: string; password: string },
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const key = `${baseUrl} ${user.email}`;
  const account = await accountFingerprint(user.email);
  const saved = sessions.get(key);
  if (saved?.account === account) {
    const context = await browser.newContext({ ...CONTEXT_DEFAULTS, ...options, storageState: saved.state });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/systems`);
    // The signed-in shell's navigation: 'Main', or 'Main (dock)' at phone width.
    const nav = page.getByRole('navigation', { name: /^Main/ }).filter({ visible: true });
    await nav.or(page.getByLabel('E-mail')).first().waitFor();
    if (await nav.first().isVisible()) return { context, page };
    await context.close();
  }
  const context = await browser.newContext({ ...CONTEXT_DEFAULTS, ...options });
  const page = await context.newPage();
  await signIn(page, baseUrl, user.email, user.password);
  await page.waitForURL(/\/systems$/);
  sessions.set(key, { account, state: await context.storageState() });
  return { context, page };
}
