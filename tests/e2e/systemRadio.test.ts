import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminDb, clearFirestore, closeAdmin, eventually, postIngest } from '../support/emulators.js';
import { SEEDED_CELL, seedGatewayPlace } from './historySeed.js';
import { signedInPage } from './shellSupport.js';

const SENSOR = 'S-1001';
const GATEWAY = DEMO_GATEWAYS[0];
const PLACE = { lat: 52.52, lng: 13.405, accuracy: 350 };

// An admin reads what the gateway and its sensors report, as the pipeline and the functions
// store it: the system page's rows (a weak link from the rollups' rssi, the gateway's own
// signal, a low battery, a formula edit from the next sample) and the gateway's page (its place
// on the map drawn by Leaflet, its own report, the sensors heard). The gateway page's words in
// each state: client/src/features/gateways/GatewayPanel.test.tsx (docs/TEST_LEVELS.md). A
// sensor's history: tests/e2e/charts.test.ts.
describe('the system page and a gateway’s page follow what the gateway reports (map tiles faked unreachable)', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    await clearFirestore();
    // The gateway and the two sensors of the story: the demo's rules, virtual sensors and other
    // devices are not in it.
    await seedDemoSettled({ sensors: [SENSOR, 'S-1002'], gateways: [GATEWAY.sn] });
    await seedGatewayPlace(GATEWAY.sn, PLACE);
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
    ({ page } = await signedInPage(browser, baseUrl, DEMO_USER));
    // No internet here: the tile server is refused outright, the way an offline machine sees it.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it('the system page: a weak link, the gateway row its own signal, a sensor row its low battery, a formula edit from the next sample; the gateway page its place on the map and the row’s story', async () => {
    // The LTE gateway reports itself as the demo simulator does (the stored cell again, so its
    // place stays): its own rssi reaches its row. A sensor tells a low battery in its sample.
    const report = { status: 1, ethernet: false, rssi: -71, cell: SEEDED_CELL };
    expect((await postIngest({ gatewaySn: GATEWAY.sn, gateway: report }, GATEWAY.key)).status).toBe(202);
    const sample = { sn: 'S-1002', time: Date.now(), rawValues: [500], battery: 9 };
    expect((await postIngest({ gatewaySn: GATEWAY.sn, samples: [sample] }, GATEWAY.key)).status).toBe(202);
    // S-1001 heard at about -105 dBm: the hour's rollup (written with the samples) holds its rssi.
    const t = Date.now();
    const weak = [-106, -106, -104].map((rssi, i) => ({
      sn: SENSOR,
      time: t - (2 - i) * 1000,
      rawValues: [231, 587],
      rssi,
    }));
    expect((await postIngest({ gatewaySn: GATEWAY.sn, samples: weak }, GATEWAY.key)).status).toBe(202);
    // Stored before the page reads the medians (once per visit, as the rows show).
    await eventually(async () =>
      (await adminDb().doc(`system/${DEMO_SYSTEM_ID}/devices/${SENSOR}`).get()).get('sample.time') === t
        ? true
        : undefined,
    );
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}`);
    // Its 24-hour median rssi is at or below one bar: a weak link; S-1002 reported none.
    await page.getByTestId(`weak-link-${SENSOR}`).waitFor({ timeout: 90_000 });
    const gatewayRow = page.locator(`tr[data-sn="${GATEWAY.sn}"]`);
    await gatewayRow.getByRole('img', { name: 'Signal: 3 of 3 bars' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('low-battery-S-1002').waitFor({ timeout: 30_000 });
    const values = page.getByTestId('values-S-1002');
    await expect.poll(() => values.textContent(), { timeout: 30_000 }).toContain('23');
    expect(await page.getByTestId('weak-link-S-1002').count()).toBe(0);
    // A formula edit applies from the next sample: the stored one keeps the value it was measured with.
    // Saved as the client saves an admin's edit: the whole edit to deviceEdits/{sn} (onDeviceEdit applies it).
    const stored = (await adminDb().doc(`system/${DEMO_SYSTEM_ID}/devices/S-1002`).get()).data() ?? {};
    await adminDb()
      .doc(`system/${DEMO_SYSTEM_ID}/deviceEdits/S-1002`)
      .set({
        alias: stored.alias ?? '',
        tags: stored.tags ?? [],
        labels: stored.labels ?? [],
        config: { ...(stored.config as Record<string, unknown>), calc: ['x / 10'] },
      });
    await eventually(async () =>
      (await adminDb().doc(`system/${DEMO_SYSTEM_ID}/devices/S-1002`).get()).get('configChanges')?.length
        ? true
        : undefined,
    );
    expect(await values.textContent()).toContain('23');
    const next = { ...sample, time: Date.now() };
    expect((await postIngest({ gatewaySn: GATEWAY.sn, samples: [next] }, GATEWAY.key)).status).toBe(202);
    await expect.poll(() => values.textContent(), { timeout: 30_000 }).toContain('50');
    // The gateway's page: its stored place on the map with the tiles unreachable, its own
    // report (online, its rssi) and the sensor heard through it with the rssi of its live sample.
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/gateways/${GATEWAY.sn}`);
    const map = page.getByTestId('gateway-map');
    await map.waitFor({ timeout: 90_000 });
    expect(await map.getAttribute('data-lat')).toBe(String(PLACE.lat));
    expect(await map.getAttribute('data-lng')).toBe(String(PLACE.lng));
    await map.locator('path.map-marker').waitFor();
    await map.locator('path.map-accuracy').waitFor();
    await expect.poll(() => page.getByTestId('gateway-online').textContent(), { timeout: 30_000 }).toBe('Online');
    await page.getByTestId('gateway-rssi').getByRole('img', { name: 'Signal: 3 of 3 bars' }).waitFor();
    expect(await page.getByTestId('gateway-rssi').textContent()).toContain('-71 dBm');
    const heard = page.locator(`[data-testid="gateway-heard"] tr[data-sn="${SENSOR}"]`);
    await heard.waitFor();
    expect(await heard.textContent()).toContain('-104 dBm');
  });

  it('fits a phone screen: the map takes the width, nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/gateways/${GATEWAY.sn}`);
    await page.getByTestId('gateway-map').locator('path.map-marker').waitFor({ timeout: 90_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/gateway-phone.png', fullPage: true });
  });
});
