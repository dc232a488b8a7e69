import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { clearFirestore, closeAdmin, postIngest } from '../support/emulators.js';

describe('live slice in the browser: gateway POST → value on screen without reload', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
    page = await browser.newPage({ serviceWorkers: 'block' }); // no worker install (tests/e2e/shellSupport.ts)
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it('signs in as the demo user and lands on the systems list', async () => {
    await page.goto(`${baseUrl}/systems`);
    await page.waitForURL(/\/login/);
    await page.getByLabel('E-mail').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/systems$/);
    await page.getByRole('link', { name: /Greenhouse demo/ }).waitFor();
  });

  it('opens the demo system and sees a posted value appear live', async () => {
    await page.getByRole('link', { name: /Greenhouse demo/ }).click();
    await page.waitForURL(new RegExp(`/systems/${DEMO_SYSTEM_ID}$`));
    const air = page.getByTestId('values-S-1001');
    await air.waitFor();
    await expect.poll(() => air.textContent()).toContain('No data');

    const res = await postIngest(
      {
        gatewaySn: DEMO_GATEWAYS[0].sn,
        samples: [{ sn: 'S-1001', time: Date.now(), rawValues: [273, 641], rssi: -70 }],
      },
      DEMO_GATEWAYS[0].key,
    );
    expect(res.status).toBe(202);
    await expect.poll(() => air.textContent(), { timeout: 30_000 }).toContain('27.3 °C');
    expect(await air.textContent()).toContain('64.1 %RH');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/live-slice.png', fullPage: true });
  });
});
