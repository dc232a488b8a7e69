import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@neuron/shared';
import { DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { axeViolations } from '../support/axe.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { clearFirestore, closeAdmin } from '../support/emulators.js';
import { freshPage, signIn } from './shellSupport.js';

// axe-core over the login, systems and system pages, in both themes: a regression (contrast, a
// name that does not match its text, a missing label) fails here.
describe.each(['light', 'dark'])('accessibility (axe-core), %s theme', (theme) => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
    const fresh = await freshPage(browser);
    page = fresh.page;
    await fresh.context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      THEME_STORAGE_KEY,
      theme,
    ] as const);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  // The first page of the file may meet a cold dev server (it reloads once): axeViolations waits.
  it('login page', async () => {
    await page.goto(`${baseUrl}/login`);
    const ready = () => page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 60_000 });
    expect(await axeViolations(page, ready)).toEqual([]);
  });

  it('systems page', async () => {
    await signIn(page, baseUrl, DEMO_USER.email, DEMO_USER.password);
    await page.waitForURL(/\/systems$/);
    const ready = () => page.getByRole('link', { name: /Greenhouse demo/ }).waitFor({ timeout: 60_000 });
    expect(await axeViolations(page, ready)).toEqual([]);
  });

  it('system page', async () => {
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}`);
    const ready = () => page.getByTestId('values-S-1001').waitFor({ timeout: 60_000 });
    expect(await axeViolations(page, ready)).toEqual([]);
  });
});
