import type { Browser, Page } from 'playwright-core';
import { displayValues } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../scripts/demo/demoData.js';
import { LARGE_SENSOR_CONFIG, seedLargeSystem, type LargeSystem } from '../../scripts/demo/largeSystem.js';
import { seedDemoSettled } from '../support/demo.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminDb, clearFirestoreTriggersPaused, closeAdmin, eventually } from '../support/emulators.js';
import { signedInPage } from './shellSupport.js';

const COUNT = 10_000;
/** Rows a page of the table reads (client/src/stores/devices/DevicePager.ts PAGE_SIZE). */
const PAGE = 50;

/** The focused element's row: its serial and aria-rowindex. */
const focusedRow = (page: Page) =>
  page.evaluate(() => {
    const row = document.activeElement?.closest('tr');
    return { sn: row?.dataset.sn ?? null, index: Number(row?.getAttribute('aria-rowindex') ?? 0) };
  });

/** A newer sample and the display the sample path stores with it (the row renders that). */
const sample = (raw: number) => ({
  'sample.rawValues': [raw],
  'sample.values': [raw / 10],
  'sample.time': Date.now(),
  'state.display': displayValues(LARGE_SENSOR_CONFIG, { time: Date.now(), rawValues: [raw], values: [raw / 10] }).map(
    (d) => d.text,
  ),
});

describe('a system of 10,000 sensors, read a page at a time', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;
  let page: Page;
  let system: LargeSystem;
  const rows = () => page.getByRole('table', { name: 'Sensors' }).locator('tbody tr[data-sn]');

  // Cleared with the triggers paused, before and not after: the bulk files run last on their
  // stack (tests/support/bulkLastSequencer.ts), so after this one comes either nothing (the stack
  // stops; clearing 10,000 devices for no reader took a minute or more of the shard: the emulator
  // hands the removals' events to the functions one by one) or the other bulk file, which clears
  // them the same way before it seeds.
  beforeAll(async () => {
    await clearFirestoreTriggersPaused();
    await seedDemoSettled();
    system = await seedLargeSystem('load-10000', COUNT);
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
    ({ page } = await signedInPage(browser, baseUrl, DEMO_USER));
    page.on('console', (m) => m.type() === 'error' && console.log('PAGE', m.text()));
    await page.goto(`${baseUrl}/systems/${system.systemId}`);
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it("shows the system's counts and the first page of rows, not the fleet", async () => {
    await page.locator(`tr[data-sn="${system.sensors[0]}"]`).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('system-counts').textContent()).toContain(`${COUNT} sensors`);
    expect(await rows().count()).toBeLessThanOrEqual(PAGE);
    expect(await rows().first().getAttribute('aria-rowindex')).toBe('2');
    await expect.poll(() => page.getByText(`${PAGE} of ${COUNT} shown; scroll for more.`).count()).toBe(1);
  }, 120_000);

  it('reads the next page when scrolled to the end of the rows read', async () => {
    const table = page.getByRole('table', { name: 'Sensors' });
    // Scrolled to the page's foot until the next page's rows are there (each scroll a real one):
    // the table then has two pages of rows (the rows rendered are those near the view).
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return Number(await table.getAttribute('aria-rowcount'));
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThanOrEqual(2 * PAGE + 1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator(`tr[data-sn="${system.sensors[0]}"]`).waitFor({ timeout: 30_000 });
  }, 120_000);

  it('finds sensors far from the first screen through the server, by serial and by name in any case', async () => {
    const find = page.getByLabel('Find sensors');
    const far = system.sensors[9_000];
    await find.fill(far);
    await page.locator(`tr[data-sn="${far}"]`).waitFor({ timeout: 30_000 });
    await expect.poll(() => rows().count()).toBe(1);
    await find.fill('sensor 0777');
    // Sensors 07770–07779: the name's prefix, typed in lower case.
    await page.locator(`tr[data-sn="${system.sensors[7_776]}"]`).waitFor({ timeout: 30_000 });
    await expect.poll(() => rows().count()).toBe(10);
    await find.fill('');
    await page.locator(`tr[data-sn="${system.sensors[0]}"]`).waitFor({ timeout: 30_000 });
  }, 120_000);

  it('moves through the rows read by keyboard: Tab into the table, the arrow keys, End and Home', async () => {
    const firstStop = page.locator(`tr[data-sn="${system.sensors[0]}"] a[tabindex="0"]`);
    await expect.poll(() => firstStop.count(), { timeout: 30_000 }).toBe(1);
    await page.getByLabel('Find sensors').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedRow(page), { timeout: 10_000 }).toEqual({ sn: system.sensors[0], index: 2 });
    for (let i = 1; i <= 30; i++) {
      await page.keyboard.press('ArrowDown');
      if (i % 10 === 0) await expect.poll(() => focusedRow(page)).toEqual({ sn: system.sensors[i], index: i + 2 });
    }
    await page.keyboard.press('Home');
    await expect.poll(() => focusedRow(page)).toEqual({ sn: system.sensors[0], index: 2 });
    await page.keyboard.press('End');
    // The last row read (the table reads more as the view reaches it).
    await expect.poll(async () => (await focusedRow(page)).index).toBeGreaterThanOrEqual(PAGE + 1);
    await page.keyboard.press('Home');
    await expect.poll(() => focusedRow(page)).toEqual({ sn: system.sensors[0], index: 2 });
  }, 120_000);

  it('keeps the rows on screen live; a sensor looked up shows its device as stored now', async () => {
    const db = adminDb();
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = system.sensors[0];
    await page.getByTestId(`values-${first}`).waitFor();
    await db.doc(`system/${system.systemId}/devices/${first}`).update(sample(777));
    await expect.poll(() => page.getByTestId(`values-${first}`).textContent(), { timeout: 30_000 }).toContain('77.7');
    const far = system.sensors[9_500];
    await db.doc(`system/${system.systemId}/devices/${far}`).update(sample(888));
    await page.getByLabel('Find sensors').fill(far);
    await expect.poll(() => page.getByTestId(`values-${far}`).textContent(), { timeout: 30_000 }).toContain('88.8');
    await page.getByLabel('Find sensors').fill('');
  }, 120_000);

  it('shows a device added or removed elsewhere without a reload', async () => {
    const sn = `${system.sensors[2]}b`; // sorts between sensors 3 and 4: on the first screen
    const ref = adminDb().doc(`system/${system.systemId}/devices/${sn}`);
    // The page learns of a device that came or went from the system's counts (the functions fold
    // them from the device's trigger), then reads its pages again (docs/LARGE_SYSTEMS.md). Here
    // the fold's trigger runs behind the 10,000 devices' seed events, which the emulator hands
    // over one by one: the counts are waited for first, then the page is given its usual time.
    const sensorsCounted = (n: number) =>
      eventually(async () => {
        const counts = (await adminDb().doc(`system/${system.systemId}/summary/counts`).get()).data();
        return counts?.sensors === n ? true : undefined;
      }, 180_000);
    await ref.set({ sn, alias: 'Added elsewhere', type: 'SENSOR', tags: [], labels: [], config: {}, sample: null });
    await sensorsCounted(COUNT + 1);
    await page.locator(`tr[data-sn="${sn}"]`).waitFor({ timeout: 30_000 });
    expect(await page.locator(`tr[data-sn="${sn}"]`).getAttribute('aria-rowindex')).toBe('5');
    await ref.delete();
    await sensorsCounted(COUNT);
    await expect.poll(() => page.locator(`tr[data-sn="${sn}"]`).count(), { timeout: 30_000 }).toBe(0);
  }, 480_000);

  it('opened again, shows its cached first page, then the server’s (one added while away among them)', async () => {
    const sn = `${system.sensors[5]}b`;
    const ref = adminDb().doc(`system/${system.systemId}/devices/${sn}`);
    await page.goto('about:blank');
    await ref.set({ sn, alias: 'Added while away', type: 'SENSOR', tags: [], labels: [], config: {}, sample: null });
    await page.goto(`${baseUrl}/systems/${system.systemId}`);
    await page.locator(`tr[data-sn="${sn}"]`).waitFor({ timeout: 90_000 });
    await page.locator('[data-source="server"]').waitFor({ timeout: 30_000 });
    expect(await rows().count()).toBeLessThanOrEqual(PAGE);
    await ref.delete();
  }, 180_000);
});
