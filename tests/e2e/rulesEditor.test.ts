import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminDb, clearFirestore, closeAdmin, eventually } from '../support/emulators.js';
import { signedInPage } from './shellSupport.js';

const systemPath = `system/${DEMO_SYSTEM_ID}`;
const SN = 'S-1002';
const HOUR = 3_600_000;

/**
 * A fixture history of S-1002 (hourly values in %) for a rule "above 40, hysteresis 2, for 60
 * minutes": four alarms. Episode 2 dips to 39 once it is in alarm (inside the hysteresis: still
 * one alarm); episode 3 holds exactly one hour. With a 90-minute delay only episodes 1 and 4 last
 * long enough (episode 2's dip comes before its alarm, so it restarts the wait).
 */
function fixtureHistory(now: number): { time: number; values: number[] }[] {
  const start = now - 6 * 24 * HOUR;
  const series = [
    ...[30, 45, 46, 47, 30], // 1: above for 3 hours
    ...[30, 30, 42, 39, 43, 44, 30], // 2: dips to 39 (inside the hysteresis), one alarm
    ...[30, 41, 30], // 3: above for exactly one hour
    ...[30, 50, 51, 52, 20], // 4
  ];
  return series.map((v, i) => ({ time: start + i * HOUR, values: [v] }));
}

describe('rule editor backtest over stored history and the offline-notification toggle, in the browser', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    const now = Date.now();
    // Only the fixture: any history the demo seed wrote for this sensor is removed first.
    const old = await adminDb().collection(`${systemPath}/devices/${SN}/samples`).get();
    await Promise.all(old.docs.map((d) => d.ref.delete()));
    const batch = adminDb().batch();
    for (const s of fixtureHistory(now)) {
      batch.set(adminDb().doc(`${systemPath}/devices/${SN}/samples/${s.time}`), { ...s, rawValues: s.values });
    }
    await batch.commit();
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
    ({ page } = await signedInPage(browser, baseUrl, DEMO_USER));
    page.on('console', (m) => m.type() === 'error' && console.log('PAGE', m.text()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it('"Create rule" on a sensor without rule opens the editor for it; the backtest counts the fixture week, with units, and names a formula change inside it', async () => {
    // A formula edit three days ago, as the functions record it (configChanges, functions only).
    const changedAt = Date.now() - 3 * 86_400_000;
    await adminDb()
      .doc(`${systemPath}/devices/S-1002`)
      .update({ configChanges: [changedAt] });
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/ruleless`);
    await page.getByRole('link', { name: 'Create a rule for Soil moisture bed A' }).click();
    await page.waitForURL(/\/rules\/new\?sn=S-1002$/);
    await expect
      .poll(() => page.getByRole('checkbox', { name: /Soil moisture bed A/ }).isChecked(), { timeout: 30_000 })
      .toBe(true);
    await page.getByLabel('Name').fill('Soil too wet');
    await page.getByLabel('Threshold', { exact: true }).fill('40');
    await page.getByLabel('Hysteresis (clears only this far back)').fill('2');
    await page.getByLabel('For at least (minutes)').fill('60');
    await page.getByRole('button', { name: 'Try this rule on the last 7 days' }).click();
    await expect
      .poll(() => page.getByTestId('backtest-count').textContent())
      .toMatch(/^4 alarms would have been raised/);
    const alarms = await page.locator('.backtest li').allTextContents();
    expect(alarms).toHaveLength(4);
    for (const alarm of alarms) expect(alarm).toMatch(/Soil moisture bed A: [\d.]+ %$/);
    expect(await page.getByTestId('backtest-formula-changed').textContent()).toContain(
      'these counts mix values from before and after the change',
    );
    expect(await page.getByTestId('backtest-formula-changed').textContent()).toContain(
      await page.evaluate((t) => new Date(t).toLocaleString(), changedAt),
    );
    // Nothing is saved by a backtest.
    expect(
      (await adminDb().collection(`${systemPath}/eventRules`).where('name', '==', 'Soil too wet').get()).size,
    ).toBe(0);
    // A longer delay drops the one-hour episode.
    await page.getByLabel('For at least (minutes)').fill('90');
    await page.getByRole('button', { name: 'Try this rule on the last 7 days' }).click();
    await expect
      .poll(() => page.getByTestId('backtest-count').textContent())
      .toMatch(/^3 alarms would have been raised/);
  });

  it('turns a gateway’s offline notification on and off from its row', async () => {
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/offlinegateways`);
    const toggle = page.getByRole('button', { name: 'Offline notification for Cold store gateway' });
    const before = await toggle.getAttribute('aria-pressed');
    await toggle.click();
    await expect
      .poll(() => toggle.getAttribute('aria-pressed'), { timeout: 30_000 })
      .toBe(before === 'true' ? 'false' : 'true');
    const watching = async () => {
      const rules = await adminDb().collection(`${systemPath}/eventRules`).where('kind', '==', 'offline_gateway').get();
      return rules.docs.some(
        (d) => d.get('enabled') !== false && (d.get('devices') as string[]).some((x) => x === '*' || x === 'GW-2002'),
      );
    };
    await eventually(async () => ((await watching()) === (before !== 'true') ? true : undefined));
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe(before);
    await eventually(async () => ((await watching()) === (before === 'true') ? true : undefined));
  });
});
