import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminDb, clearFirestore, closeAdmin, eventually, postIngest } from '../support/emulators.js';
import { signedInPage } from './shellSupport.js';

const SYS = DEMO_SYSTEM_ID;
/** The help widget's script on the documentation host (client/src/app/externalLinks.ts). */
const HELP_WIDGET_URL = 'https://docs.neuron.dev/widget/help.js';
const DESKTOP = { width: 1280, height: 800 };

/**
 * Issue 46: the sidebar's background stopped one screen down a long page. On a page several
 * screens long (a short window), a full-page capture's sidebar column at the page's end has the
 * sidebar's colour at its top, not the page's (compared as 2×2 captures of empty spots: the same
 * colour gives the same image).
 */
async function sidebarPaintedToTheEnd(p: Page, viewport: { width: number; height: number }): Promise<void> {
  await p.setViewportSize({ width: viewport.width, height: 300 });
  // The device tables render the rows near the view, and a full-page capture resizes the view for
  // a moment: the page's height follows a few frames later. Each spot is taken once the height
  // has held for two frames.
  const settledHeight = () =>
    p.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = -1;
          const read = () => {
            const now = document.documentElement.scrollHeight;
            if (now === last) return resolve(now);
            last = now;
            requestAnimationFrame(() => requestAnimationFrame(read));
          };
          read();
        }),
    );
  const spot = async (x: number, fromEnd: number | null) => {
    const height = await settledHeight();
    expect(height).toBeGreaterThan(600);
    const y = fromEnd === null ? 290 : height - fromEnd;
    return p.screenshot({ fullPage: true, clip: { x, y, width: 2, height: 2 } });
  };
  const sidebarTop = await spot(3, null);
  const sidebarEnd = await spot(3, 4);
  const mainEnd = await spot(viewport.width - 6, 4);
  expect(sidebarTop.equals(mainEnd)).toBe(false); // the check can tell the two apart
  expect(sidebarEnd.equals(sidebarTop)).toBe(true);
  await p.setViewportSize(viewport);
}

// One signed-in user's page in Chromium: what needs a real browser's loading, layout and third
// parties. The theme applied by index.html before the app runs, the help widget's script from its
// host, the phone's dock and the system page's look in both themes. The shell's states and words
// are component tests (client/src/app/App.test.tsx, InstallAndPush.test.tsx); sessions, tabs and
// sign-out: tests/e2e/sessions.test.ts; the service worker: tests/e2e/offlineReload.test.ts.
describe('client shell in headless Chromium: theme at load, help widget, phone dock, both themes at desktop and phone width', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;
  let page: Page;
  const toggleTheme = async () => {
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('button', { name: /^Toggle theme/ }).click();
    await page.keyboard.press('Escape');
    // Escape leaves the focus ring on the menu's button: not in the pictures.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  };
  const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    const sampleTime = Date.now();
    const sample = { sn: 'S-1001', time: sampleTime, rawValues: [231, 587], rssi: -72 };
    await postIngest({ gatewaySn: DEMO_GATEWAYS[0].sn, samples: [sample] }, DEMO_GATEWAYS[0].key);
    // Accepted is not yet stored: the page's pictures show the sample's display.
    await eventually(async () =>
      (await adminDb().doc(`system/${SYS}/devices/S-1001`).get()).get('sample.time') === sampleTime ? true : undefined,
    );
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
    ({ page } = await signedInPage(browser, baseUrl, DEMO_USER, { viewport: DESKTOP }));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it('keeps the theme across a reload, applied as data-theme before the app runs', async () => {
    expect(await theme()).toBe('light');
    await toggleTheme();
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
    await toggleTheme();
    expect(await theme()).toBe('light');
  });

  it('only logs a help widget load failure, no toast (third-party host mocked as unreachable)', async () => {
    const errors: string[] = [];
    const onConsole = (m: { type(): string; text(): string }) => m.type() === 'error' && errors.push(m.text());
    page.on('console', onConsole);
    await page.route(HELP_WIDGET_URL, (r) => r.abort('internetdisconnected'));
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('button', { name: 'Support' }).click();
    await expect.poll(() => errors.some((e) => e.includes('Help widget failed to load'))).toBe(true);
    await page.getByRole('heading', { name: 'Systems' }).waitFor();
    // Logged only (docs/DECISIONS_CLIENT.md, "Help widget"): no toast comes of it.
    expect(await page.getByTestId('toast').count()).toBe(0);
    page.off('console', onConsole);
    await page.unroute(HELP_WIDGET_URL);
  });

  it('loads the help widget script once from the docs host (third-party host mocked), not in a frame; Support opens it', async () => {
    let served = 0;
    await page.route(HELP_WIDGET_URL, (r) => {
      served++;
      return r.fulfill({
        contentType: 'text/javascript',
        body: 'window.neuronHelpWidget = { open() { document.body.dataset.helpOpen = "yes"; } };',
      });
    });
    // A new load: the failed attempt above was this page's one try.
    await page.reload();
    await page.getByRole('heading', { name: 'Systems' }).waitFor();
    expect(await page.locator('script[data-help-widget]').count()).toBe(0); // not loaded at page start
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('button', { name: 'Support' }).click();
    await expect.poll(() => page.evaluate(() => document.body.dataset.helpOpen)).toBe('yes');
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('button', { name: 'Support' }).click(); // a second use loads nothing again
    expect(await page.locator('script[data-help-widget]').count()).toBe(1);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(served).toBe(1);
    await page.unroute(HELP_WIDGET_URL);
  });

  it('shows the mobile top toolbar and bottom dock at a phone viewport, highlighting the active entry; the Events badge beside its icon, not over it', async () => {
    // An unacknowledged alarm gives the Events entry its badge (removed at the end).
    const badged = adminDb().doc(`system/${SYS}/events/ev-dock-badge`);
    await badged.set({
      kind: 'alarm',
      deviceSn: 'S-1001',
      ruleId: null,
      value: 40,
      time: Date.now() - 60_000,
      text: 'Greenhouse above 35 °C',
      acknowledgedAt: null,
      acknowledgedBy: null,
      createdBy: null,
    });
    const p = page;
    await p.setViewportSize({ width: 360, height: 740 });
    await p.goto(`${baseUrl}/systems/${SYS}/events`);
    const dock = p.getByRole('navigation', { name: 'Main (dock)' });
    await dock.waitFor();
    expect(await dock.isVisible()).toBe(true);
    expect(await p.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(false);
    await expect.poll(() => dock.getByRole('link', { name: /Events/ }).getAttribute('aria-current')).toBe('page');
    // Issue 46: the badge covered the icon at phone width. Its box and the icon's do not overlap,
    // and it stays inside its entry.
    const events = dock.getByRole('link', { name: /Events/ });
    await events.locator('.badge').waitFor();
    const [icon, badge, entry] = await Promise.all([
      events.locator('.nav-icon').boundingBox(),
      events.locator('.badge').boundingBox(),
      events.boundingBox(),
    ]);
    const overlap =
      icon!.x < badge!.x + badge!.width &&
      badge!.x < icon!.x + icon!.width &&
      icon!.y < badge!.y + badge!.height &&
      badge!.y < icon!.y + icon!.height;
    expect(overlap).toBe(false);
    expect(badge!.x + badge!.width).toBeLessThanOrEqual(entry!.x + entry!.width);
    expect(badge!.y).toBeGreaterThanOrEqual(entry!.y);
    await badged.delete();
    expect(await dock.getByRole('link', { name: /Home/ }).getAttribute('aria-current')).toBeNull();
    await dock.getByRole('link', { name: /Rules/ }).click();
    await p.waitForURL(new RegExp(`/systems/${SYS}/rules$`));
    // The URL changes first; the screen commits once its lazy chunk has loaded.
    await expect.poll(() => dock.getByRole('link', { name: /Rules/ }).getAttribute('aria-current')).toBe('page');
    expect(await dock.getByRole('link', { name: /Events/ }).getAttribute('aria-current')).toBeNull();
  });

  it('renders the system page in both themes, desktop and phone (saved to docs/ with UPDATE_SCREENSHOTS=1)', async () => {
    // A plain test run leaves the tree clean: the README's pictures are rewritten only on request.
    const dir = process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';
    mkdirSync(dir, { recursive: true });
    await page.setViewportSize(DESKTOP);
    await page.goto(`${baseUrl}/systems/${SYS}`);
    await expect.poll(() => page.getByTestId('values-S-1001').textContent()).toContain('23.1 °C');
    // Light then dark at desktop width, dark then light at phone width: one theme switch each.
    for (const [name, viewport, themes] of [
      ['desktop', DESKTOP, ['light', 'dark']],
      ['phone', { width: 390, height: 844 }, ['dark', 'light']],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const [i, wanted] of themes.entries()) {
        if (i > 0) await toggleTheme();
        expect(await theme()).toBe(wanted);
        await page.screenshot({ path: `${dir}/system-${wanted}-${name}.png` });
        if (name === 'desktop') await sidebarPaintedToTheEnd(page, viewport);
      }
    }
    await page.setViewportSize(DESKTOP);
  });
});
