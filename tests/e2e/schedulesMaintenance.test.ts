import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoRollups } from '../../scripts/demo/seedHistory.js';
import { seedDemoSettled } from '../support/demo.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminDb, clearFirestore, closeAdmin } from '../support/emulators.js';
import { signedInPage } from './shellSupport.js';

const TANK = 'S-1004';
/** "YYYY-MM-DDTHH:MM" in UTC (the demo system has no zone of its own: its times read in UTC). */
const utcInput = (ms: number) => new Date(ms).toISOString().slice(0, 16);

describe('maintenance window banner and row marks, and the forecast, in the browser', { timeout: 240_000 }, () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    // Only the tank's day rollups of the demo's seeded week (what the forecast reads): falling since a refill.
    await seedDemoRollups(adminDb(), [TANK]);
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
    ({ page } = await signedInPage(browser, baseUrl, DEMO_USER));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it('adds a maintenance window on the system page: the banner and row marks show', async () => {
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}`);
    await page.getByRole('button', { name: 'Add maintenance window' }).click();
    await page.getByLabel('Name').fill('Cold room cleaning');
    const now = Date.now();
    await page.getByLabel('Starts').fill(utcInput(now - 10 * 60_000));
    await page.getByLabel('Ends').fill(utcInput(now + 60 * 60_000));
    await page.getByRole('button', { name: 'Add window' }).click();
    await page.getByTestId('maintenance-banner').getByText('In maintenance: Cold room cleaning').waitFor();
    await page.getByTestId('maintenance-S-1005').waitFor();
    expect(await page.getByTestId('maintenance-banner').textContent()).toContain('the whole system');
    // The zone picker first renders with the current zone alone; the runtime's list follows.
    const zone = page.getByLabel('Time zone of schedules and windows');
    expect(await zone.inputValue()).toBe('UTC');
    await expect.poll(() => zone.locator('option').count()).toBeGreaterThan(100);
    expect(await zone.locator('option[value="Europe/Oslo"]').count()).toBe(1);
  });

  it('shows the forecast of the falling demo tank on its page', async () => {
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/sensors/${TANK}`);
    const forecast = page.getByTestId('forecast-0');
    await forecast.waitFor({ timeout: 30_000 });
    expect(await forecast.textContent()).toMatch(/Falling [\d.]+ %\/h; reaches 15 % in about \d+ h/);
  });
});
