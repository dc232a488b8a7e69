import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { clearFirestore, closeAdmin, postIngest } from '../support/emulators.js';
import { signedInPage } from './shellSupport.js';

const SYS = DEMO_SYSTEM_ID;

describe('screen shape in headless Chromium: gateway status', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
    ({ page } = await signedInPage(browser, baseUrl, DEMO_USER));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it("a gateway's details show it online and heard through its sensors' samples", async () => {
    const gateway = DEMO_GATEWAYS[0];
    await page.goto(`${baseUrl}/systems/${SYS}/gateways/${gateway.sn}`);
    const heard = page.getByTestId(`details-values-${gateway.sn}`);
    await heard.waitFor();
    const res = await postIngest(
      { gatewaySn: gateway.sn, samples: [{ sn: 'S-1001', time: Date.now(), rawValues: [231, 550], rssi: -70 }] },
      gateway.key,
    );
    expect(res.status).toBe(202);
    await expect.poll(() => heard.textContent(), { timeout: 30_000 }).toBe('1 sensor');
    await expect.poll(() => page.locator('dl.facts').textContent()).toContain('StatusOnline');
  });
});
