import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SENSORS, DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { clearFirestore, closeAdmin } from '../support/emulators.js';
import { cachedSerials, moveSessionToIndexedDb, sessionInIndexedDb } from './browserStorage.js';
import { ensureAuthUser, signIn, signedInPage } from './shellSupport.js';

const SYS = DEMO_SYSTEM_ID;
/** Where Firebase Auth keeps the session in localStorage (the emulator's API key, the default app). */
const SESSION_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

/** A's sensors: two of the demo's, in the demo's system (its rules and gateways are not this story's). */
const SENSORS = DEMO_SENSORS.slice(0, 2);

const signOut = async (p: Page) => {
  await p.getByRole('button', { name: /^User menu/ }).click();
  await p.getByRole('button', { name: 'Sign out' }).click();
};

// One browser, one user's sessions in it (Auth's storage, the page's own storage and the router
// in Chromium, against the Auth and Firestore emulators): a quick Back to Login, a session an
// earlier version kept, two tabs, and a sign-out that leaves nothing for the next user. The
// guard's rules for each kind of user are component tests (client/src/app/App.test.tsx).
describe('a user’s session in the browser: a quick Back to Login, kept across an upgrade, ended in every tab, forgotten for the next user', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled({ sensors: SENSORS.map((s) => s.sn), gateways: [] });
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
    ({ context, page } = await signedInPage(browser, baseUrl, DEMO_USER));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it('sends a verified user away from Login again when they come back to it before the redirect has shown', async () => {
    // The redirect's screen renders at transition priority: a move back to /login before that
    // render commits (a quick Back on a busy machine) re-renders the redirect still mounted for the
    // first visit. The move back is made at the exact moment, right after the router's
    // replaceState to /systems and before React renders, so the race does not depend on speed.
    await page.locator('main[data-route="systems"] h1').first().waitFor();
    await page.evaluate(() => {
      const replace = history.replaceState.bind(history);
      history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
        replace(data, unused, url);
        if (!String(url).endsWith('/systems')) return;
        history.replaceState = replace;
        queueMicrotask(() => {
          history.pushState(null, '', '/login');
          dispatchEvent(new PopStateEvent('popstate'));
          document.documentElement.dataset.movedBack = 'yes';
        });
      };
      history.pushState(null, '', '/login');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    // Back on /login once (the move back), then on /systems again (the second redirect).
    await page.locator('html[data-moved-back="yes"]').waitFor({ state: 'attached' });
    await page.waitForURL(/\/systems$/);
    await page.locator('main[data-route="systems"] h1').first().waitFor();
  });

  it('keeps a session that an earlier version left in IndexedDB: moved to localStorage, still signed in', async () => {
    await page.evaluate(moveSessionToIndexedDb, SESSION_KEY);
    await page.reload();
    await page.locator('main[data-route="systems"] h1').first().waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('neuronAuthInLocalStorage'))).toBe('1');
    const session = await page.evaluate(
      (k) => JSON.parse(localStorage.getItem(k) ?? '{}') as { email?: string },
      SESSION_KEY,
    );
    expect(session.email).toBe(DEMO_USER.email);
    expect(await page.evaluate(sessionInIndexedDb, SESSION_KEY)).toBeNull();
    // The next start leaves IndexedDB out and is still signed in.
    await page.reload();
    await page.locator('main[data-route="systems"] h1').first().waitFor();
  });

  it("signs out the browser's other tabs when one signs out (the session's storage event)", async () => {
    await page.getByRole('navigation', { name: 'Main', exact: true }).waitFor();
    const second = await context.newPage();
    try {
      await second.goto(`${baseUrl}/invites`);
      await second.getByRole('navigation', { name: 'Main', exact: true }).waitFor();
      await signOut(page);
      await page.waitForURL(/\/login$/);
      await second.waitForURL(/\/login$/);
      await second.getByRole('heading', { name: 'Sign in' }).waitFor();
    } finally {
      await second.close();
    }
  });

  it('forgets at sign-out what the browser held: the next user finds "System not found" for the last one’s system, and nothing of it', async () => {
    const outsider = { email: 'outsider@neuron.dev', password: 'neuron-demo' };
    await ensureAuthUser(outsider.email, outsider.password, { emailVerified: true });
    const aliases = SENSORS.map((s) => s.alias);

    // A opens their system: its devices are kept in the browser (the cache, the systems list).
    await signIn(page, baseUrl, DEMO_USER.email, DEMO_USER.password);
    await page.waitForURL(/\/systems$/);
    await page.goto(`${baseUrl}/systems/${SYS}`);
    await page.getByText(aliases[0]).first().waitFor();
    await expect.poll(async () => (await page.evaluate(cachedSerials, SYS)).length).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('neuronSystems'))).not.toBeNull();
    await signOut(page);
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain('neuron');
    expect(await page.evaluate(() => localStorage.getItem('neuronSystems'))).toBeNull();

    // B, in the same browser, opens A's system's address.
    await signIn(page, baseUrl, outsider.email, outsider.password);
    await page.waitForURL(/\/systems$/);
    await page.goto(`${baseUrl}/systems/${SYS}`);
    const notFound = page.getByRole('heading', { name: 'System not found' });
    await notFound.or(page.getByText(aliases[0])).first().waitFor();
    expect(await notFound.isVisible()).toBe(true);
    const text = await page.locator('main').innerText();
    for (const alias of aliases) expect(text).not.toContain(alias);
    expect(text).not.toContain('Greenhouse demo');
    expect(text).not.toMatch(/PERMISSION_DENIED|insufficient permissions|@ L\d+|allow (read|get|list)/i);
  });
});
