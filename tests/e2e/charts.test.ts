import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminDb, clearFirestore, closeAdmin, eventually, postIngest } from '../support/emulators.js';
import {
  SEEDED_CELL,
  countStored,
  seedGatewayPlace,
  seedRollups,
  seedSamples,
  seedVirtualSamples,
} from './historySeed.js';
import { signedInPage } from './shellSupport.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SENSOR = 'S-1001';
const GATEWAY = DEMO_GATEWAYS[0];
const PLACE = { lat: 52.52, lng: 13.405, accuracy: 350 };

interface PlotTrace {
  name?: string;
  mode?: string;
  x: unknown[];
  y: (number | null)[];
}

/** The traces Plotly holds for a chart (its graph div keeps them as `data`). */
async function traces(page: Page, testId: string): Promise<PlotTrace[]> {
  return page.evaluate((id) => {
    const gd = document.querySelector(`[data-testid="${id}"] .js-plotly-plot`) as unknown as {
      data?: PlotTrace[];
    } | null;
    return (gd?.data ?? []).map((t) => ({ name: t.name, mode: t.mode, x: [...t.x], y: [...t.y] }));
  }, testId);
}

const trace = (all: PlotTrace[], name: string) => all.find((t) => t.name === name);
const historyReads = (page: Page) =>
  page.evaluate(() => (globalThis as { __neuronHistoryReads?: number }).__neuronHistoryReads ?? 0);

const VIEWPORT = { width: 1280, height: 900 };

describe(
  'history charts, CSV export, gateway map and radio health in the browser (map tiles faked unreachable)',
  { timeout: 240_000 },
  () => {
    let browser: Browser;
    let server: ClientServer;
    let baseUrl: string;
    let page: Page;
    const now = Date.now();
    let stored24h = 0;
    let buckets = 0;

    beforeAll(async () => {
      await clearFirestore();
      await seedDemoSettled();
      // 23 h of samples every 40 s (three pages of 1000), and a few from 26–30 h ago.
      stored24h = (
        await seedSamples(SENSOR, { now, spanMs: 23 * HOUR, stepMs: 40_000, gatewaySn: GATEWAY.sn, rssi: -105 })
      ).length;
      await seedSamples(SENSOR, {
        now: now - 26 * HOUR,
        spanMs: 4 * HOUR,
        stepMs: 600_000,
        gatewaySn: GATEWAY.sn,
        rssi: -105,
      });
      const today = Math.floor(now / DAY) * DAY;
      buckets = await seedRollups(SENSOR, today - 28 * DAY, today, Math.floor(now / HOUR) * HOUR);
      await seedGatewayPlace(GATEWAY.sn, PLACE);
      ({ server, url: baseUrl } = await startClient());
      browser = await launchChromium();
      // The CSV export streams through the service worker: this page lets it register.
      ({ page } = await signedInPage(browser, baseUrl, DEMO_USER, {
        viewport: VIEWPORT,
        acceptDownloads: true,
        serviceWorkers: 'allow',
      }));
      // No internet here: the tile server is refused outright, the way an offline machine sees it.
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    });

    afterAll(async () => {
      await browser?.close();
      await server?.close();
      await closeAdmin();
    });

    it('marks a sensor whose 24-hour median rssi is at or below the one-bar threshold as a weak link', async () => {
      await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}`);
      await page.getByTestId(`weak-link-${SENSOR}`).waitFor({ timeout: 200_000 });
      expect(await page.getByTestId('weak-link-S-1002').count()).toBe(0);
    });

    it('charts every stored sample of the last 24 h, with error samples and limit lines', async () => {
      await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/sensors/${SENSOR}`);
      await page.locator('[data-testid="chart-0"] .js-plotly-plot').waitFor({ timeout: 120_000 });
      // The chart draws the first page of samples at once and the rest as they arrive.
      await expect
        .poll(async () => trace(await traces(page, 'chart-0'), 'value')?.x.length, { timeout: 60_000 })
        .toBe(stored24h);
      const chart = await traces(page, 'chart-0');
      expect(trace(chart, 'error sample')?.x.length).toBe(Math.ceil((stored24h - 7) / 25));
      expect(await page.getByTestId('history-source').textContent()).toBe('Every stored sample');
      const shapes = await page.evaluate(() =>
        (
          document.querySelector('[data-testid="chart-0"] .js-plotly-plot') as unknown as {
            layout: { shapes: { y0: number }[] };
          }
        ).layout.shapes.map((s) => s.y0),
      );
      expect(shapes).toEqual([5, 35]);
    });

    it('a chart that fails to load shows a message and a retry in its place; the page and navigation stay usable', async () => {
      // A page of its own with no service worker: the worker would serve the chart's chunk from its
      // precache, out of reach of a route.
      const { context, page: p } = await signedInPage(browser, baseUrl, DEMO_USER, {
        viewport: VIEWPORT,
        serviceWorkers: 'block',
      });
      const pageErrors: string[] = [];
      p.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));
      try {
        await p.route(/tile\.openstreetmap\.org/, (route) => route.abort());
        // The chart's chunk refused, as a dropped connection or a stale deploy would.
        const chartModule = /\/assets\/ValueChart-[^/]*\.js$/;
        await p.route(chartModule, (route) => route.abort());
        await p.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/sensors/${SENSOR}`);
        // The last hour's few samples, not the day's 2,000: the chart is loaded once its data is
        // there, and the day's, read a second time on a loaded machine, once took over 2 minutes.
        await p.getByRole('button', { name: '1 h' }).click();
        const failed = p.locator('.history-panel').getByTestId('render-error').first();
        await failed.waitFor({ timeout: 120_000 }).catch(async (cause: unknown) => {
          const panel = await p.locator('.history-panel').textContent();
          const errors = pageErrors.join(' | ') || 'none';
          throw new Error(`no chart error shown; the panel: ${panel}; page errors: ${errors}`, { cause });
        });
        expect(await failed.textContent()).toContain('This chart could not be shown');
        // The rest of the page renders: the heading, the range picker, the radio panel, the navigation.
        await p.getByRole('button', { name: '7 d' }).waitFor();
        await p.getByRole('heading', { name: 'Radio link, 7 days' }).waitFor();
        expect(await p.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link').count()).toBe(4);
        await p.unroute(chartModule);
        await p.getByRole('button', { name: 'Try again' }).first().click();
        await p.locator('[data-testid="chart-0"] .js-plotly-plot').waitFor({ timeout: 60_000 });
      } finally {
        await context.close();
      }
    });

    it('shows the 7-day rssi trend per gateway', async () => {
      await page.locator('[data-testid="rssi-trend"] .js-plotly-plot').waitFor({ timeout: 90_000 });
      const trend = await traces(page, 'rssi-trend');
      expect(trend.map((t) => t.name)).toEqual([GATEWAY.sn]);
      expect(trend[0].y.every((v) => v != null && v <= -100)).toBe(true);
      expect(await page.getByTestId('rssi-trend').locator('.legendtext').allTextContents()).toContain(GATEWAY.sn);
    });

    it('7 d draws every value: a chart per value the rollups hold, each hour a visible point', async () => {
      await page.getByRole('button', { name: '7 d' }).click();
      await expect.poll(() => page.getByTestId('history-source').textContent()).toBe('Hourly mean with min–max band');
      const week = Math.floor(now / HOUR) - Math.floor((now - 7 * DAY) / HOUR);
      for (const chart of ['chart-0', 'chart-1']) {
        await expect
          .poll(async () => trace(await traces(page, chart), 'mean')?.x.length ?? 0, { timeout: 90_000 })
          .toBeGreaterThanOrEqual(week - 1);
        const mean = trace(await traces(page, chart), 'mean');
        expect(mean?.mode).toBe('lines+markers');
        expect(mean?.y.every((v) => typeof v === 'number')).toBe(true);
      }
    });

    it('switching to 30 d reads the rollups (at most 31 documents) and draws min/max bands', async () => {
      const before = await historyReads(page);
      await page.getByRole('button', { name: '30 d' }).click();
      await expect.poll(() => page.getByTestId('history-source').textContent()).toBe('Hourly mean with min–max band');
      await expect
        .poll(async () => trace(await traces(page, 'chart-0'), 'mean')?.x.length, { timeout: 90_000 })
        .toBe(buckets);
      const chart = await traces(page, 'chart-0');
      expect(trace(chart, 'min–max')?.y).toHaveLength(buckets);
      expect(trace(chart, 'value')).toBeUndefined();
      const reads = (await historyReads(page)) - before;
      expect(reads).toBeGreaterThan(0);
      expect(reads).toBeLessThanOrEqual(31);
    });

    it('appends a new sample to the open chart live', async () => {
      // The last hour: the same live path as 24 h, with fewer documents to read on a busy machine.
      await page.getByRole('button', { name: '1 h' }).click();
      await expect.poll(() => page.getByTestId('history-source').textContent()).toBe('Every stored sample');
      const before = await expect
        .poll(async () => trace(await traces(page, 'chart-0'), 'value')?.x.length ?? 0, { timeout: 90_000 })
        .toBeGreaterThan(10)
        .then(async () => trace(await traces(page, 'chart-0'), 'value')!.x.length);
      const res = await postIngest(
        { gatewaySn: GATEWAY.sn, samples: [{ sn: SENSOR, time: Date.now(), rawValues: [273, 641], rssi: -104 }] },
        GATEWAY.key,
      );
      expect(res.status).toBe(202);
      await expect
        .poll(async () => trace(await traces(page, 'chart-0'), 'value')?.y.at(-1), { timeout: 90_000 })
        .toBe(27.3);
      expect(trace(await traces(page, 'chart-0'), 'value')?.x.length).toBe(before + 1);
    });

    it('exports every stored sample of a custom range as CSV, one row each, streamed through the service worker (save picker removed: headless Chromium cannot show one)', async () => {
      await page.getByRole('button', { name: 'Custom' }).click();
      const from = Math.floor((now - 31 * HOUR) / 60_000) * 60_000;
      const to = Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000;
      const local = (ms: number) =>
        page.evaluate((t) => new Date(t - new Date(t).getTimezoneOffset() * 60_000).toISOString().slice(0, 16), ms);
      await page.getByLabel('From', { exact: true }).fill(await local(from));
      await page.getByLabel('To', { exact: true }).fill(await local(to));
      await page.getByRole('button', { name: 'Show range' }).click();
      await expect
        .poll(async () => trace(await traces(page, 'chart-0'), 'value')?.x.length, { timeout: 90_000 })
        .toBeGreaterThan(stored24h);

      // The File System Access path is unit-tested with the API faked (csvSinks.test.ts).
      await page.evaluate(() => delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker);
      expect(await page.evaluate(() => 'showSaveFilePicker' in window)).toBe(false);
      expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
      const downloading = page.waitForEvent('download', { timeout: 60_000 });
      await page.getByRole('button', { name: 'Export CSV' }).click();
      // Saved by the test (the run's shared Chromium is connected to, not launched here, so the
      // download's own temporary path is not ours to read).
      const file = join(mkdtempSync(join(tmpdir(), 'neuron-csv-')), 'export.csv');
      await (await downloading).saveAs(file);
      const lines = readFileSync(file, 'utf8').split('\r\n').filter(Boolean);
      expect(lines[0]).toBe('time (UTC),Value 1 (°C),Value 2 (%RH),battery (%),status,rssi,gateway,error');
      const expected = await countStored(SENSOR, from, to);
      expect(expected).toBeGreaterThan(2000);
      expect(lines.length - 1).toBe(expected);
      expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,/);
      expect((await downloading).suggestedFilename()).toMatch(new RegExp(`^${SENSOR}_.*\\.csv$`));
      // No save dialog showed where the file went: the panel says so.
      await page
        .getByText(
          `Exported ${expected.toLocaleString('en-US')} rows to ${(await downloading).suggestedFilename()} in your browser’s downloads.`,
        )
        .waitFor();
    });

    it('cancelling a streamed export mid-way fails the download (no file) and says so (a slow connection emulated over CDP)', async () => {
      // Each page of samples then takes seconds to read, so the export is still running at cancel.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const slow = { offline: false, latency: 1500, downloadThroughput: -1, uploadThroughput: -1 };
      await cdp.send('Network.emulateNetworkConditions', slow);
      try {
        const downloading = page.waitForEvent('download', { timeout: 60_000 });
        await page.getByRole('button', { name: 'Export CSV' }).click();
        await page.getByText(/^[1-9][\d,]* rows read$/).waitFor({ timeout: 60_000 });
        await page.getByRole('button', { name: 'Cancel export' }).click();
        await page.getByText('Export cancelled; no file was saved.').waitFor({ timeout: 60_000 });
        const download = await downloading;
        expect(await download.failure()).not.toBeNull();
        await page.getByRole('button', { name: 'Export CSV' }).waitFor();
      } finally {
        await cdp.send('Network.emulateNetworkConditions', { ...slow, latency: 0 });
        await cdp.detach();
      }
    });

    it('draws the chart in the dark theme from the page colours', async () => {
      mkdirSync('test-results', { recursive: true });
      await page.screenshot({ path: 'test-results/chart-light.png', fullPage: true });
      await page.evaluate(() => localStorage.setItem('neuronTheme', 'dark'));
      await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/sensors/${SENSOR}`);
      await page.locator('[data-testid="chart-0"] .js-plotly-plot').waitFor({ timeout: 120_000 });
      const background = await page.evaluate(
        () =>
          (
            document.querySelector('[data-testid="chart-0"] .js-plotly-plot') as unknown as {
              layout: { paper_bgcolor: string };
            }
          ).layout.paper_bgcolor,
      );
      expect(background).toBe('#18202a');
      await page.screenshot({ path: 'test-results/chart-dark.png', fullPage: true });
      await page.evaluate(() => localStorage.setItem('neuronTheme', 'light'));
    });

    it('marks a formula change inside the range on the chart and says earlier samples keep their values', async () => {
      // Recorded as the functions record a formula edit (the device's configChanges, functions only).
      const changedAt = Date.now() - 2 * HOUR;
      await adminDb()
        .doc(`system/${DEMO_SYSTEM_ID}/devices/${SENSOR}`)
        .update({ configChanges: [now - 60 * DAY, changedAt] });
      await page.locator('[data-testid="chart-0"] .js-plotly-plot').waitFor({ timeout: 120_000 });
      await page.getByTestId('formula-changed').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('formula-changed').textContent()).toContain(
        'samples before it keep the values computed with the earlier formula',
      );
      // Only the change inside the 24 h is marked: a line and its label at that time.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const gd = document.querySelector('[data-testid="chart-0"] .js-plotly-plot') as unknown as {
              layout: { annotations?: { text: string; x: string }[] };
            };
            // Plotly keeps a date as 'YYYY-MM-DD hh:mm:ss.sss' (UTC here, as the ISO time it was given).
            const ms = (x: string) => Date.parse(x.includes('T') ? x : `${x.replace(' ', 'T')}Z`);
            return (gd.layout.annotations ?? []).map((a) => [a.text, Math.round(ms(String(a.x)) / 1000)]);
          }),
        )
        .toEqual([['Formula changed', Math.round(changedAt / 1000)]]);
      await page.getByTestId('chart-0').getByText('Formula changed').waitFor();
      // Not clipped (issue 46): the label's whole box lies inside the chart's.
      const [plot, label] = await page.evaluate(() => {
        const chart = document.querySelector('[data-testid="chart-0"] .js-plotly-plot') as HTMLElement;
        const text = Array.from(chart.querySelectorAll('.annotation-text')).find(
          (e) => e.textContent === 'Formula changed',
        );
        const box = (e: Element | undefined | null) => {
          const r = e?.getBoundingClientRect();
          return r ? { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width } : null;
        };
        return [box(chart), box(text)];
      });
      expect(label?.width).toBeGreaterThan(0);
      expect(label!.left).toBeGreaterThanOrEqual(plot!.left);
      expect(label!.right).toBeLessThanOrEqual(plot!.right);
      expect(label!.top).toBeGreaterThanOrEqual(plot!.top);
      expect(label!.bottom).toBeLessThanOrEqual(plot!.bottom);
    });

    it('charts the computed value of a virtual sensor', async () => {
      const seeded = await seedVirtualSamples('V-3001', Date.now(), 50 * 60_000, 60_000);
      await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/virtuals/V-3001`);
      await page.getByRole('button', { name: '1 h' }).click();
      // Every stored sample of the hour: the seeded ones, and any the pipeline stored for the virtual sensor.
      const stored = await countStored('V-3001', Date.now() - 55 * 60_000, Date.now() + 60_000);
      expect(stored).toBeGreaterThanOrEqual(seeded);
      // The pipeline may still store (and the open chart append) a virtual sample computed from the
      // live post earlier in this file, so the chart is compared with the count at each poll.
      await expect
        .poll(
          async () =>
            (trace(await traces(page, 'chart-0'), 'value')?.x.length ?? -1) -
            (await countStored('V-3001', Date.now() - 60 * 60_000, Date.now() + 60_000)),
          { timeout: 90_000 },
        )
        .toBe(0);
    });

    it('shows the gateway marker at the stored coordinates with the tiles unreachable', async () => {
      await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/gateways/${GATEWAY.sn}`);
      const map = page.getByTestId('gateway-map');
      await map.waitFor({ timeout: 90_000 });
      expect(await map.getAttribute('data-lat')).toBe(String(PLACE.lat));
      expect(await map.getAttribute('data-lng')).toBe(String(PLACE.lng));
      await map.locator('path.map-marker').waitFor();
      await map.locator('path.map-accuracy').waitFor();
      expect(await page.getByTestId('gateway-coordinates').textContent()).toBe('52.520000, 13.405000 (± 350 m)');
      const cell = await page.getByTestId('gateway-cell').textContent();
      expect(cell).toContain('Connected');
      expect(cell).not.toContain('CONNECTED');
      expect(cell).toContain('262');
      expect(cell).toContain('21544357');
      await page.locator(`[data-testid="gateway-heard"] tr[data-sn="${SENSOR}"]`).waitFor();
      expect(await page.locator(`[data-testid="gateway-heard"] tr[data-sn="${SENSOR}"]`).textContent()).toContain(
        '-104 dBm',
      );
    });

    it('the system page: the gateway row its own signal, a sensor row its low battery, a formula edit from the next sample; the gateway page tells the row’s story', async () => {
      // The LTE gateway reports itself as the demo simulator does (the stored cell again, so its
      // place stays): its own rssi reaches its row. A sensor tells a low battery in its sample.
      const report = { status: 1, ethernet: false, rssi: -71, cell: SEEDED_CELL };
      expect((await postIngest({ gatewaySn: GATEWAY.sn, gateway: report }, GATEWAY.key)).status).toBe(202);
      const sample = { sn: 'S-1002', time: Date.now(), rawValues: [500], battery: 9 };
      expect((await postIngest({ gatewaySn: GATEWAY.sn, samples: [sample] }, GATEWAY.key)).status).toBe(202);
      await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}`);
      const gatewayRow = page.locator(`tr[data-sn="${GATEWAY.sn}"]`);
      await gatewayRow.getByRole('img', { name: 'Signal: 3 of 3 bars' }).waitFor({ timeout: 30_000 });
      await page.getByTestId('low-battery-S-1002').waitFor({ timeout: 30_000 });
      const values = page.getByTestId('values-S-1002');
      await expect.poll(() => values.textContent(), { timeout: 30_000 }).toContain('23');
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
      // The gateway's page says what its row says: online, cellular, the same bars, its rssi.
      await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/gateways/${GATEWAY.sn}`);
      await expect.poll(() => page.getByTestId('gateway-online').textContent(), { timeout: 30_000 }).toBe('Online');
      expect(await page.getByTestId('gateway-link').textContent()).toBe('Cellular');
      await page.getByTestId('gateway-rssi').getByRole('img', { name: 'Signal: 3 of 3 bars' }).waitFor();
      expect(await page.getByTestId('gateway-rssi').textContent()).toContain('-71 dBm');
      expect(await page.getByTestId('gateway-cell').textContent()).not.toContain('never');
    });

    it('fits a phone screen: the charts and the map take the width, nothing scrolls sideways', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/sensors/${SENSOR}`);
      await page.locator('[data-testid="chart-0"] .js-plotly-plot').waitFor({ timeout: 120_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: 'test-results/chart-phone.png', fullPage: true });
      await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/gateways/${GATEWAY.sn}`);
      await page.getByTestId('gateway-map').locator('path.map-marker').waitFor({ timeout: 90_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: 'test-results/gateway-phone.png', fullPage: true });
    });
  },
);
