import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE as ROUTES } from '../../client/src/app/routeTable.js';
import { DEMO_GATEWAYS, DEMO_SENSORS, DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { allowDuplicateEmails, signInWithFakeGoogle } from '../support/callables.js';
import { adminDb, clearFirestore, closeAdmin, eventually, postIngest } from '../support/emulators.js';
import { ensureAuthUser, freshPage, signIn, signedInPage } from './shellSupport.js';

const UNVERIFIED = { email: 'unverified@neuron.dev', password: 'neuron-demo' };
const MERGER = { email: 'merger@neuron.dev', password: 'neuron-demo' };
const SYS = DEMO_SYSTEM_ID;
/** The help widget's script on the documentation host (client/src/app/externalLinks.ts). */
const HELP_WIDGET_URL = 'https://docs.neuron.dev/widget/help.js';

/** Every route of the table with its parameters filled from the demo data. */
function concretePath(path: string): string {
  return path
    .replace(':systemId', SYS)
    .replace(':ruleId', 'no-such-rule')
    .replace(':channelId', 'no-such-channel')
    .replace(':eventId', 'ev-acked')
    .replace('/:integrationId?', '')
    .replace(':sn', path.includes('/gateways/') ? 'GW-2001' : path.includes('/virtuals/') ? 'V-3001' : 'S-1001');
}

describe('client shell in headless Chromium: routes, guard, layouts, toast, theme, PWA', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    await ensureAuthUser(UNVERIFIED.email, UNVERIFIED.password, { emailVerified: false });
    await ensureAuthUser(MERGER.email, MERGER.password, {
      emailVerified: true,
      claims: { 'user-requires-merge': true },
    });
    // The claim is recomputed after every sign-in (checkAccountMerge), so the merger really has
    // a second account with the e-mail: a Google one, made while the project allows duplicates.
    await allowDuplicateEmails(true);
    await signInWithFakeGoogle(MERGER.email, 'merger-google-twin');
    await allowDuplicateEmails(false);
    const events = adminDb().collection(`system/${SYS}/events`);
    const base = { kind: 'alarm', deviceSn: 'S-1001', ruleId: null, value: 36, acknowledgedBy: null, createdBy: null };
    await events
      .doc('ev-open-1')
      .set({ ...base, time: Date.now() - 60_000, text: 'Greenhouse air above 35 °C', acknowledgedAt: null });
    await events
      .doc('ev-open-2')
      .set({ ...base, time: Date.now() - 30_000, text: 'Greenhouse air above 35 °C again', acknowledgedAt: null });
    await events.doc('ev-acked').set({
      ...base,
      time: Date.now() - 120_000,
      text: 'Cold room above -15 °C',
      deviceSn: 'S-1005',
      acknowledgedAt: Date.now() - 100_000,
      acknowledgedBy: DEMO_USER.email,
    });
    const sampleTime = Date.now();
    await postIngest(
      {
        gatewaySn: DEMO_GATEWAYS[0].sn,
        samples: [{ sn: 'S-1001', time: sampleTime, rawValues: [231, 587], rssi: -72 }],
      },
      DEMO_GATEWAYS[0].key,
    );
    // Accepted is not yet stored: the pages below expect the sample's display (on a busy machine
    // the sample path can take longer than a page's wait).
    await eventually(async () =>
      (await adminDb().doc(`system/${SYS}/devices/S-1001`).get()).get('sample.time') === sampleTime ? true : undefined,
    );
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
    // This page's checks include the service worker's registration.
    ({ page } = await freshPage(browser, undefined, { serviceWorkers: 'allow' }));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it('sends an anonymous visitor to Login keeping the query, and lets them reach login, signup and whatsnew', async () => {
    const { context, page: anon } = await freshPage(browser);
    await anon.goto(`${baseUrl}/systems/${SYS}/rules?from=mail`);
    await anon.waitForURL(/\/login\?from=mail$/);
    await anon.goto(`${baseUrl}/signup`);
    await anon.getByRole('heading', { name: 'Create an account' }).waitFor();
    await anon.goto(`${baseUrl}/whatsnew`);
    await anon.getByRole('heading', { name: "What's new" }).waitFor();
    expect(anon.url()).toBe(`${baseUrl}/whatsnew`);
    await anon.goto(`${baseUrl}/no/such/page`);
    await anon.waitForURL(/\/login$/);
    await context.close();
  });

  it('keeps a user with an unverified e-mail on Login', async () => {
    const { context, page: p } = await freshPage(browser);
    await signIn(p, baseUrl, UNVERIFIED.email, UNVERIFIED.password);
    await p.getByText(/Verify your e-mail address/).waitFor();
    await p.goto(`${baseUrl}/systems?x=1`);
    await p.waitForURL(/\/login\?x=1$/);
    await context.close();
  });

  it('forces a merge-required user to /usersettings#security from any other path', async () => {
    const { context, page: p } = await freshPage(browser);
    await signIn(p, baseUrl, MERGER.email, MERGER.password);
    await p.waitForURL(/\/usersettings#security$/);
    await p.getByRole('heading', { name: 'Security' }).waitFor();
    expect(await p.evaluate(() => sessionStorage.getItem('user-requires-merge'))).toBe('true');
    await p.goto(`${baseUrl}/invites`);
    await p.waitForURL(/\/usersettings#security$/);
    await context.close();
  });

  it('lets the verified demo user reach every route of the table, and redirects the rest', async () => {
    await signIn(page, baseUrl, DEMO_USER.email, DEMO_USER.password);
    await page.waitForURL(/\/systems$/);
    // Each route is opened in the running app, as a link or the back button would (the router
    // reads the history entry); loading a deep link from scratch is covered by the tests below.
    // The layout names the route it shows (data-route), so the heading waited for is the new
    // screen's, not the last one's.
    const open = (path: string) =>
      page.evaluate((p) => {
        history.pushState(null, '', p);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    for (const route of ROUTES) {
      const path = concretePath(route.path);
      await open(path);
      // A verified user is sent away from the sign-in and sign-up screens (docs/ROUTES.md).
      if (route.name === 'Login' || route.name === 'SignUp') {
        await page.waitForURL(/\/systems$/);
        continue;
      }
      const heading = page.locator(`main[data-route="${route.name}"] h1`).first();
      await heading.waitFor().catch(async (e: unknown) => {
        const shown = await page.locator('main').first().getAttribute('data-route');
        throw new Error(`${route.name} (${path}) not shown: ${page.url()} shows ${shown}; ${String(e)}`);
      });
      expect(new URL(page.url()).pathname, route.name).toBe(path);
      expect(await heading.textContent(), route.name).not.toBe('');
    }
    await page.goto(`${baseUrl}/system/${SYS}`);
    await page.waitForURL(new RegExp(`/systems/${SYS}$`));
    await page.goto(`${baseUrl}/somewhere/else`);
    await page.waitForURL(/\/systems$/);
  }, 150_000);

  it('sends a verified user away from Login again when they come back to it before the redirect has shown', async () => {
    // The redirect's screen renders at transition priority: a move back to /login before that
    // render commits (a quick Back on a busy machine) re-renders the redirect still mounted for the
    // first visit. The move back is made at the exact moment, right after the router's
    // replaceState to /systems and before React renders, so the race does not depend on speed.
    const { context, page: p } = await signedInPage(browser, baseUrl, DEMO_USER);
    await p.locator('main[data-route="systems"] h1').first().waitFor();
    await p.evaluate(() => {
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
    await p.locator('html[data-moved-back="yes"]').waitFor({ state: 'attached' });
    await p.waitForURL(/\/systems$/);
    await p.locator('main[data-route="systems"] h1').first().waitFor();
    await context.close();
  });

  it('renders the data already available on the frames: device alias and latest value, event text', async () => {
    await page.goto(`${baseUrl}/systems/${SYS}/sensors/S-1001`);
    await page.getByRole('heading', { name: 'Sensor Greenhouse air' }).waitFor();
    await expect.poll(() => page.getByTestId('details-values-S-1001').textContent()).toContain('23.1 °C');
    await page.goto(`${baseUrl}/systems/${SYS}/events/ev-acked`);
    await page.getByText('Cold room above -15 °C').waitFor();
  });

  it('shows the Events badge with the count of unacknowledged events', async () => {
    await page.goto(`${baseUrl}/systems/${SYS}`);
    const badge = page.getByRole('navigation', { name: 'Main', exact: true }).getByLabel('2 unacknowledged');
    await badge.waitFor();
    await adminDb().doc(`system/${SYS}/events/ev-open-1`).update({ acknowledgedAt: Date.now(), acknowledgedBy: 'x' });
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByLabel('1 unacknowledged').waitFor();
  });

  it('counts invites live in the user menu and toasts a new one for 15000 ms with an Open button', async () => {
    // The invitations list has loaded (empty): invites from now on are new ones.
    await page.goto(`${baseUrl}/invites`);
    await page.getByText('No invitations.').waitFor();
    expect(await page.getByTestId('invite-dot').count()).toBe(0);
    await adminDb().collection('invites').doc('inv-1').set({
      user: DEMO_USER.email,
      time: Date.now(),
      systemId: 'cold-chain',
      systemName: 'Cold chain',
      role: 'user',
      invitedBy: 'boss@neuron.dev',
      status: 'pending',
    });
    await expect.poll(() => page.getByTestId('invite-dot').textContent(), { timeout: 20_000 }).toBe('1');
    const toast = page.getByTestId('toast');
    await toast.getByText('New invitation to Cold chain').waitFor();
    expect(await toast.getAttribute('data-timeout')).toBe('15000');
    await toast.getByRole('button', { name: 'Open' }).click();
    await page.waitForURL(/\/invites$/);
    await page.getByRole('list', { name: 'Invitations' }).getByText('Cold chain').waitFor();
  });

  it('opens the user menu with every entry; external links open in a new tab', async () => {
    await page.getByRole('button', { name: /^User menu/ }).click();
    for (const name of ['User settings', /^Invitations/, 'Quick start guide'])
      await page.getByRole('link', { name }).waitFor();
    // What's new is the app's own page; Feedback is the external form in a new tab.
    expect(await page.getByRole('link', { name: "What's new" }).getAttribute('href')).toBe('/whatsnew');
    expect(await page.getByRole('link', { name: 'Feedback' }).getAttribute('target')).toBe('_blank');
    for (const name of ['Support', /^Toggle theme/, 'Sign out']) await page.getByRole('button', { name }).waitFor();
    expect(await page.getByRole('button', { name: /^User menu/ }).textContent()).toContain('Demo User');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('link', { name: 'User settings' }).count()).toBe(0);
    // Keyboard: the menu button has focus again; Enter opens it, Tab reaches the first entry.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('user-menu-button'))).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('User settings');
    await page.keyboard.press('Escape');
  });

  it('keeps a session that an earlier version left in IndexedDB: moved to localStorage, still signed in', async () => {
    const { context, page: p } = await signedInPage(browser, baseUrl, DEMO_USER);
    await p.getByRole('navigation', { name: 'Main', exact: true }).waitFor();
    const key = 'firebase:authUser:demo-api-key:[DEFAULT]';
    // As the earlier version kept it: the session in Auth's IndexedDB database, not in localStorage.
    await p.evaluate(async (k) => {
      const user: unknown = JSON.parse(localStorage.getItem(k) ?? 'null');
      if (!user) throw new Error('no session in localStorage');
      localStorage.removeItem(k);
      localStorage.removeItem('neuronAuthInLocalStorage');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('firebaseLocalStorage', 'readwrite');
        tx.objectStore('firebaseLocalStorage').put({ fbase_key: k, value: user });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    }, key);
    await p.reload();
    await p.locator('main[data-route="systems"] h1').first().waitFor();
    await expect.poll(() => p.evaluate(() => localStorage.getItem('neuronAuthInLocalStorage'))).toBe('1');
    expect(await p.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}').email, key)).toBe(DEMO_USER.email);
    const leftInIndexedDb = await p.evaluate(
      (k) =>
        new Promise<unknown>((resolve, reject) => {
          const open = indexedDB.open('firebaseLocalStorageDb', 1);
          open.onsuccess = () => {
            const get = open.result.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').get(k);
            get.onsuccess = () => resolve(get.result ?? null);
            get.onerror = () => reject(get.error);
          };
          open.onerror = () => reject(open.error);
        }),
      key,
    );
    expect(leftInIndexedDb).toBeNull();
    // The next start leaves IndexedDB out and is still signed in.
    await p.reload();
    await p.locator('main[data-route="systems"] h1').first().waitFor();
    await context.close();
  });

  it("signs out the browser's other tabs when one signs out (the session's storage event)", async () => {
    const { context, page: first } = await signedInPage(browser, baseUrl, DEMO_USER);
    await first.getByRole('navigation', { name: 'Main', exact: true }).waitFor();
    const second = await context.newPage();
    await second.goto(`${baseUrl}/invites`);
    await second.getByRole('navigation', { name: 'Main', exact: true }).waitFor();
    await first.getByRole('button', { name: /^User menu/ }).click();
    await first.getByRole('button', { name: 'Sign out' }).click();
    await first.waitForURL(/\/login$/);
    await second.waitForURL(/\/login$/);
    await second.getByRole('heading', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('forgets at sign-out what the browser held: the next user finds "System not found" for the last one’s system, and nothing of it', async () => {
    const outsider = { email: 'outsider@neuron.dev', password: 'neuron-demo' };
    await ensureAuthUser(outsider.email, outsider.password, { emailVerified: true });
    const aliases = DEMO_SENSORS.map((s) => s.alias);
    // In the page: how many records the local device cache (database 'neuron') holds for a system.
    const cached = (systemId: string) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('neuron');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('devices')) return resolve(0);
          const count = db
            .transaction('devices')
            .objectStore('devices')
            .count(IDBKeyRange.bound([systemId, ''], [systemId, '\uffff']));
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error ?? new Error('count failed'));
        };
      });

    // A opens their system: its devices are kept in the browser (the cache, the systems list).
    const { context, page: p } = await signedInPage(browser, baseUrl, DEMO_USER);
    await p.goto(`${baseUrl}/systems/${SYS}`);
    await p.getByText(aliases[0]).first().waitFor();
    await expect.poll(() => p.evaluate(cached, SYS), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => p.evaluate(() => localStorage.getItem('neuronSystems'))).not.toBeNull();
    await p.getByRole('button', { name: /^User menu/ }).click();
    await p.getByRole('button', { name: 'Sign out' }).click();
    await p.waitForURL(/\/login$/);
    expect(await p.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain('neuron');
    expect(await p.evaluate(() => localStorage.getItem('neuronSystems'))).toBeNull();

    // B, in the same browser, opens A's system's address.
    await signIn(p, baseUrl, outsider.email, outsider.password);
    await p.waitForURL(/\/systems$/);
    await p.goto(`${baseUrl}/systems/${SYS}`);
    const notFound = p.getByRole('heading', { name: 'System not found' });
    await notFound.or(p.getByText(aliases[0])).first().waitFor();
    expect(await notFound.isVisible()).toBe(true);
    const text = await p.locator('main').innerText();
    for (const alias of aliases) expect(text).not.toContain(alias);
    expect(text).not.toContain('Greenhouse demo');
    expect(text).not.toMatch(/PERMISSION_DENIED|insufficient permissions|@ L\d+|allow (read|get|list)/i);
    await context.close();
  });

  it('keeps the theme across a reload, applied as data-theme before the app runs', async () => {
    const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    expect(await theme()).toBe('light');
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('button', { name: /^Toggle theme/ }).click();
    expect(await theme()).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('neuronTheme'))).toBe('dark');
    // The inline script in index.html sets it before first paint: record it at DOMContentLoaded.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { themeAtLoad: string | null }).themeAtLoad =
          document.documentElement.getAttribute('data-theme');
      }),
    );
    await page.reload();
    await page.getByRole('button', { name: /^User menu/ }).waitFor();
    expect(await theme()).toBe('dark');
    expect(await page.evaluate(() => (window as unknown as { themeAtLoad: string | null }).themeAtLoad)).toBe('dark');
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('button', { name: /^Toggle theme/ }).click();
    expect(await theme()).toBe('light');
  });

  it('turns a message on sw-messages into a warning toast whose Open button goes to the redirect', async () => {
    await page.goto(`${baseUrl}/systems`);
    await page.getByRole('button', { name: /^User menu/ }).waitFor();
    await page.evaluate((sys) => {
      new BroadcastChannel('sw-messages').postMessage({ body: 'Water tank low', redirect: `/systems/${sys}/events` });
    }, SYS);
    const toast = page.getByTestId('toast');
    await toast.getByText('Water tank low').waitFor();
    expect(await toast.getAttribute('class')).toContain('toast-warning');
    await toast.getByRole('button', { name: 'Open' }).click();
    await page.waitForURL(new RegExp(`/systems/${SYS}/events$`));
  });

  it('switches the favicon to the alert icon for a push while the tab is hidden, and back when visible', async () => {
    const icon = () => page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href'));
    expect(await icon()).toBe('/favicon.svg');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      new BroadcastChannel('sw-messages').postMessage({ text: 'Door open' });
    });
    await expect.poll(icon).toBe('/favicon-alert.svg');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(icon).toBe('/favicon.svg');
  });

  it('holds back beforeinstallprompt and shows an install banner whose Install button prompts once', async () => {
    await page.evaluate(() => {
      const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt?: () => Promise<void> };
      const w = window as unknown as { prompted: number; defaultPrevented: boolean };
      w.prompted = 0;
      e.prompt = () => {
        w.prompted++;
        return Promise.resolve();
      };
      window.dispatchEvent(e);
      w.defaultPrevented = e.defaultPrevented;
    });
    expect(await page.evaluate(() => (window as unknown as { defaultPrevented: boolean }).defaultPrevented)).toBe(true);
    const banner = page.getByRole('complementary', { name: 'Install Neuron' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Install' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
  });

  it('keeps the install banner off the sign-in form: it shows once the visitor has signed in', async () => {
    const { context, page: p } = await freshPage(browser);
    try {
      await p.goto(`${baseUrl}/login`);
      await p.getByLabel('E-mail').waitFor();
      const heldBack = await p.evaluate(async () => {
        const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt?: () => Promise<void> };
        e.prompt = () => Promise.resolve();
        const notCancelled = window.dispatchEvent(e);
        // Two frames: whatever the handler set in motion has rendered by then.
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return !notCancelled;
      });
      // The app took the prompt (it holds it back) and shows nothing on the sign-in form.
      expect(heldBack).toBe(true);
      const banner = p.getByRole('complementary', { name: 'Install Neuron' });
      expect(await banner.count()).toBe(0);
      // Signed in on the same page (no reload): the prompt held back meanwhile is offered now.
      await p.getByLabel('E-mail').fill(DEMO_USER.email);
      await p.getByLabel('Password').fill(DEMO_USER.password);
      await p.getByRole('button', { name: 'Sign in' }).click();
      await p.waitForURL(/\/systems$/);
      await banner.waitFor();
      // "Not now" is remembered: after a reload the browser's next prompt is held back unseen.
      await banner.getByRole('button', { name: 'Not now' }).click();
      await banner.waitFor({ state: 'detached' });
      await p.reload();
      await p.getByRole('heading', { name: 'Systems' }).waitFor();
      const handled = await p.evaluate(() => {
        const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt?: () => Promise<void> };
        e.prompt = () => Promise.resolve();
        window.dispatchEvent(e);
        return e.defaultPrevented;
      });
      // The app's listener ran (and decided synchronously): the banner is not offered.
      expect(handled).toBe(true);
      await p.getByRole('link', { name: 'Home' }).first().waitFor();
      expect(await banner.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('registers the service worker with scope / and serves a web app manifest with icons', async () => {
    const reg = await expect
      .poll(() =>
        page.evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration('/');
          return r ? { scope: r.scope, script: (r.active ?? r.waiting ?? r.installing)?.scriptURL } : null;
        }),
      )
      .not.toBeNull();
    void reg;
    const info = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration('/');
      return { scope: r?.scope, script: (r?.active ?? r?.waiting ?? r?.installing)?.scriptURL };
    });
    // The suites run against a production build, which emits the worker as /sw.js (the dev server
    // serves its source at /dev-sw.js?dev-sw).
    expect(info).toEqual({ scope: `${baseUrl}/`, script: `${baseUrl}/sw.js` });
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as { icons: { sizes: string }[] };
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('closes a toast without a timeout after 5000 ms (fake page clock), and keeps it before', async () => {
    const { context, page: p } = await freshPage(browser);
    await p.clock.install();
    await signIn(p, baseUrl, DEMO_USER.email, DEMO_USER.password);
    await p.waitForURL(/\/systems$/);
    await p.evaluate(() => new BroadcastChannel('sw-messages').postMessage({ text: 'Gateway offline' }));
    const toast = p.getByTestId('toast');
    await toast.getByText('Gateway offline').waitFor();
    expect(await toast.getAttribute('data-timeout')).toBe('5000');
    await p.clock.fastForward(4000);
    expect(await toast.count()).toBe(1);
    await p.clock.fastForward(1500);
    await toast.waitFor({ state: 'detached' });
    await context.close();
  });

  it('loads the help widget script once from the docs host (third-party host mocked), not in a frame; Support opens it', async () => {
    const { context, page: p } = await freshPage(browser);
    let served = 0;
    await context.route(HELP_WIDGET_URL, (r) => {
      served++;
      return r.fulfill({
        contentType: 'text/javascript',
        body: 'window.neuronHelpWidget = { open() { document.body.dataset.helpOpen = "yes"; } };',
      });
    });
    await signIn(p, baseUrl, DEMO_USER.email, DEMO_USER.password);
    await p.waitForURL(/\/systems$/);
    await p.getByRole('heading', { name: 'Systems' }).waitFor();
    expect(await p.locator('script[data-help-widget]').count()).toBe(0); // not loaded at page start
    await p.getByRole('button', { name: /^User menu/ }).click();
    await p.getByRole('button', { name: 'Support' }).click();
    await expect.poll(() => p.evaluate(() => document.body.dataset.helpOpen)).toBe('yes');
    await p.getByRole('button', { name: /^User menu/ }).click();
    await p.getByRole('button', { name: 'Support' }).click(); // a second use loads nothing again
    expect(await p.locator('script[data-help-widget]').count()).toBe(1);
    expect(await p.locator('iframe').count()).toBe(0);
    expect(served).toBe(1);
    await context.close();
  });

  it('logs a help widget load failure and tells the user where else to turn (third-party host mocked as unreachable)', async () => {
    const { context, page: p } = await freshPage(browser);
    const errors: string[] = [];
    p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await context.route(HELP_WIDGET_URL, (r) => r.abort('internetdisconnected'));
    await signIn(p, baseUrl, DEMO_USER.email, DEMO_USER.password);
    await p.waitForURL(/\/systems$/);
    await p.getByRole('button', { name: /^User menu/ }).click();
    await p.getByRole('button', { name: 'Support' }).click();
    await expect.poll(() => errors.some((e) => e.includes('Help widget failed to load'))).toBe(true);
    await p.getByRole('heading', { name: 'Systems' }).waitFor();
    // Not silent: an error toast says so and offers the feedback form instead.
    await expect.poll(() => p.getByTestId('toast').textContent()).toContain('Support could not be loaded');
    expect(await p.getByTestId('toast').getByRole('button', { name: 'Feedback' }).count()).toBe(1);
    await context.close();
  });

  it('shows the mobile top toolbar and bottom dock at a phone viewport, highlighting the active entry', async () => {
    const { context, page: p } = await signedInPage(browser, baseUrl, DEMO_USER, {
      viewport: { width: 390, height: 844 },
    });
    await p.goto(`${baseUrl}/systems/${SYS}/events`);
    const dock = p.getByRole('navigation', { name: 'Main (dock)' });
    await dock.waitFor();
    expect(await dock.isVisible()).toBe(true);
    expect(await p.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(false);
    await expect.poll(() => dock.getByRole('link', { name: /Events/ }).getAttribute('aria-current')).toBe('page');
    expect(await dock.getByRole('link', { name: /Home/ }).getAttribute('aria-current')).toBeNull();
    await dock.getByRole('link', { name: /Rules/ }).click();
    await p.waitForURL(new RegExp(`/systems/${SYS}/rules$`));
    // The URL changes first; the screen commits once its lazy chunk has loaded.
    await expect.poll(() => dock.getByRole('link', { name: /Rules/ }).getAttribute('aria-current')).toBe('page');
    expect(await dock.getByRole('link', { name: /Events/ }).getAttribute('aria-current')).toBeNull();
    await context.close();
  });

  it('renders the system page in both themes, desktop and phone (saved to docs/ with UPDATE_SCREENSHOTS=1)', async () => {
    // A plain test run leaves the tree clean: the README's pictures are rewritten only on request.
    const dir = process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';
    mkdirSync(dir, { recursive: true });
    for (const viewport of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      const { context, page: p } = await signedInPage(browser, baseUrl, DEMO_USER, { viewport: viewport });
      for (const theme of ['light', 'dark']) {
        await p.evaluate((t) => localStorage.setItem('neuronTheme', t), theme);
        await p.goto(`${baseUrl}/systems/${SYS}`);
        await expect.poll(() => p.getByTestId('values-S-1001').textContent()).toContain('23.1 °C');
        expect(await p.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
        await p.screenshot({ path: `${dir}/system-${theme}-${viewport.name}.png` });
      }
      await context.close();
    }
  });

  it('shows the last known dashboard, marked stale, when reloaded while the database is unreachable', async () => {
    await page.goto(`${baseUrl}/systems/${SYS}`);
    await expect.poll(() => page.getByTestId('values-S-1001').textContent()).toContain('23.1 °C');
    // Firestore offline: every request to its emulator fails; auth and the app itself still load.
    const firestorePort = new URL(`http://${process.env.FIRESTORE_EMULATOR_HOST}`).port;
    await page.route(new RegExp(`:${firestorePort}/`), (r) => r.abort('internetdisconnected'));
    await page.reload();
    await page.getByTestId('stale-notice').waitFor();
    expect(await page.getByTestId('values-S-1001').textContent()).toContain('23.1 °C');
    // The notice's date comes a task after the notice (StaleNotice.tsx); its sentence ends either way.
    await expect
      .poll(() => page.getByTestId('stale-notice').textContent())
      .toMatch(/^Offline: showing the last known values from \S.*\.$/);
    // The system's name and the admin's links come from the systems list kept from the last visit
    // (SystemStore), not the listener, which cannot answer.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Greenhouse demo');
    await page.getByRole('link', { name: 'Add sensor' }).waitFor();
    await page.unroute(new RegExp(`:${firestorePort}/`));
  });
});
