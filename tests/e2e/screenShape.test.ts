import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminDb, clearFirestore, closeAdmin, eventually, postIngest } from '../support/emulators.js';
import { signedInPage } from './shellSupport.js';

const SYS = DEMO_SYSTEM_ID;

describe('screen shape in headless Chromium: a draft kept over a stored change, gateway status', () => {
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

  it('a rule being edited keeps its draft when the stored rule changes meanwhile', async () => {
    // The editor reads the rule once (docs/BEHAVIOUR.md): a change stored elsewhere must not
    // overwrite what the user is typing; saving then writes the user's version.
    await page.goto(`${baseUrl}/systems/${SYS}/rules/door-open`);
    await page.getByRole('heading', { name: 'Rule Greenhouse door open' }).waitFor();
    const name = page.getByLabel('Name', { exact: true });
    await name.fill('Door open (edited here)');
    const stored = adminDb().doc(`system/${SYS}/eventRules/door-open`);
    await stored.update({ name: 'Door left open' });
    // Saving after the change reached the server: the draft is what gets stored, and the field
    // still holds it once the save is through (no fixed wait for a snapshot that may never come).
    await page.getByRole('button', { name: 'Save rule' }).click();
    await eventually(async () => ((await stored.get()).get('name') === 'Door open (edited here)' ? true : undefined));
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await name.inputValue()).toBe('Door open (edited here)');
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
