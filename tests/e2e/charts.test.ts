import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_PAGE_SIZE } from '@neuron/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminDb, clearFirestore, closeAdmin, postIngest } from '../support/emulators.js';
import {
  annotationBoxes,
  annotationsOf,
  cancelExportWhenRowsShow,
  historyReads,
  layoutOf,
  localInput,
  trace,
  traces,
} from './chartProbe.js';
import { countStored, seedRollups, seedSamples } from './historySeed.js';
import { signedInPage } from './shellSupport.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SENSOR = 'S-1001';
const GATEWAY = DEMO_GATEWAYS[0];

const VIEWPORT = { width: 1280, height: 900 };

// A user reads a sensor's history against the real stack: Firestore's paged reads, a live sample,
// the CSV streamed through the service worker, Plotly drawing in Chromium. What the history says
// in each state (the range's words, which range reads what, the traces it is given, the
// formula-change notice, the export's states) is checked by a component test
// (client/src/features/history/HistoryPanel.test.tsx; docs/TEST_LEVELS.md).
// The system page's radio health and a gateway's page: tests/e2e/systemRadio.test.ts.
describe('history charts and the CSV export in the browser', { timeout: 240_000 }, () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;
  let page: Page;
  const now = Date.now();
  let buckets = 0;

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled({ sensors: [SENSOR], gateways: [GATEWAY.sn] }); // the story's part of the demo
    // The last 23 h every 10 minutes (one page of samples: each open of the page reads them),
    // and 26 to 36 h ago every 40 s: a custom range over both holds more than a page of samples.
    const recent = { now, spanMs: 23 * HOUR, stepMs: 600_000, gatewaySn: GATEWAY.sn, rssi: -105 };
    await seedSamples(SENSOR, recent);
    await seedSamples(SENSOR, { ...recent, now: now - 26 * HOUR, spanMs: 10 * HOUR, stepMs: 40_000 });
    const today = Math.floor(now / DAY) * DAY;
    buckets = await seedRollups(SENSOR, today - 28 * DAY, today, Math.floor(now / HOUR) * HOUR);
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
    // The CSV export streams through the service worker: this page lets it register.
    ({ page } = await signedInPage(browser, baseUrl, DEMO_USER, {
      viewport: VIEWPORT,
      acceptDownloads: true,
      serviceWorkers: 'allow',
    }));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it('charts every stored sample of the last 24 h, and the 7-day rssi trend per gateway', async () => {
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/sensors/${SENSOR}`);
    await page.locator('[data-testid="chart-0"] .js-plotly-plot').waitFor({ timeout: 120_000 });
    const stored = await countStored(SENSOR, now - DAY, now + 60_000);
    await expect.poll(async () => trace(await traces(page, 'chart-0'), 'value')?.x.length).toBe(stored);
    await page.locator('[data-testid="rssi-trend"] .js-plotly-plot').waitFor({ timeout: 90_000 });
    const trend = await traces(page, 'rssi-trend');
    expect(trend.map((t) => t.name)).toEqual([GATEWAY.sn]);
    expect(trend[0].y.every((v) => v != null && v <= -100)).toBe(true);
    expect(await page.getByTestId('rssi-trend').locator('.legendtext').allTextContents()).toContain(GATEWAY.sn);
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
      // The chart's chunk refused, as a dropped connection or a stale deploy would.
      const chartModule = /\/assets\/ValueChart-[^/]*\.js$/;
      await p.route(chartModule, (route) => route.abort());
      await p.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/sensors/${SENSOR}`);
      // The last hour's few samples: the chart's chunk is loaded once its data is there.
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
    await page.getByRole('button', { name: '1 h' }).click();
    await expect.poll(() => page.getByTestId('history-source').textContent()).toBe('Every stored sample');
    const before = await expect
      .poll(async () => trace(await traces(page, 'chart-0'), 'value')?.x.length ?? 0, { timeout: 90_000 })
      .toBeGreaterThan(0)
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

  it('marks a formula change on the open chart as it is recorded, its label inside the chart (not clipped)', async () => {
    // As the functions record an edit (configChanges); a recent one, its label near the right edge.
    const changedAt = Date.now() - 10 * 60_000;
    await adminDb()
      .doc(`system/${DEMO_SYSTEM_ID}/devices/${SENSOR}`)
      .update({ configChanges: [now - 60 * DAY, changedAt] });
    await expect
      .poll(() => annotationsOf(page, 'chart-0'))
      .toEqual([['Formula changed', Math.round(changedAt / 1000)]]);
    await page.getByTestId('chart-0').getByText('Formula changed').waitFor();
    // Not clipped (issue 46): the label's whole box lies inside the chart's.
    const { chart: plot, label } = await annotationBoxes(page, 'chart-0', 'Formula changed');
    expect(label?.width).toBeGreaterThan(0);
    expect(label!.left).toBeGreaterThanOrEqual(plot!.left);
    expect(label!.right).toBeLessThanOrEqual(plot!.right);
    expect(label!.top).toBeGreaterThanOrEqual(plot!.top);
    expect(label!.bottom).toBeLessThanOrEqual(plot!.bottom);
  });

  it('redraws the open chart in the dark theme from the page colours', async () => {
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/chart-light.png', fullPage: true });
    const background = () => layoutOf(page, 'chart-0', 'paper_bgcolor');
    const light = await background();
    // The menu's theme button keeps the menu open: pressed twice, then the menu closed.
    await page.getByRole('button', { name: /^User menu/ }).click();
    const toggleTheme = page.getByRole('button', { name: /^Toggle theme/ });
    await toggleTheme.click();
    await expect.poll(background).toBe('#18202a');
    await page.screenshot({ path: 'test-results/chart-dark.png', fullPage: true });
    await toggleTheme.click();
    await expect.poll(background).toBe(light);
    await page.keyboard.press('Escape');
  });

  it('exports every stored sample of a custom range as CSV, one row each, streamed through the service worker (save picker removed: headless Chromium cannot show one)', async () => {
    await page.getByRole('button', { name: 'Custom' }).click();
    const from = Math.floor((now - 37 * HOUR) / 60_000) * 60_000;
    const to = Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000;
    await page.getByLabel('From', { exact: true }).fill(await localInput(page, from));
    await page.getByLabel('To', { exact: true }).fill(await localInput(page, to));
    await page.getByRole('button', { name: 'Show range' }).click();
    // More than a page of samples: the chart and the file each read them page after page.
    const expected = await countStored(SENSOR, from, to);
    expect(expected).toBeGreaterThan(SAMPLE_PAGE_SIZE);
    await expect
      .poll(async () => trace(await traces(page, 'chart-0'), 'value')?.x.length, { timeout: 90_000 })
      .toBe(expected);

    // The File System Access path is unit-tested with the API faked (csvSinks.test.ts).
    await page.evaluate(() => delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker);
    expect(await page.evaluate(() => 'showSaveFilePicker' in window)).toBe(false);
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Export CSV' }).click();
    // Saved by the test: the run's shared Chromium's own download path is not ours to read.
    const file = join(mkdtempSync(join(tmpdir(), 'neuron-csv-')), 'export.csv');
    await (await downloading).saveAs(file);
    const lines = readFileSync(file, 'utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('time (UTC),Value 1 (°C),Value 2 (%RH),battery (%),status,rssi,gateway,error');
    expect(lines.length - 1).toBe(expected);
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,/);
    const name = (await downloading).suggestedFilename();
    expect(name).toMatch(new RegExp(`^${SENSOR}_.*\\.csv$`));
    // No save dialog showed where the file went: the panel says so.
    await page
      .getByText(`Exported ${expected.toLocaleString('en-US')} rows to ${name} in your browser’s downloads.`)
      .waitFor();
  });

  it('cancelling a streamed export mid-way fails the download (no file) and says so (a slow connection emulated over CDP)', async () => {
    // Each page of samples then takes seconds to read, so the export is still running at cancel.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const slow = { offline: false, latency: 1500, downloadThroughput: -1, uploadThroughput: -1 };
    await cdp.send('Network.emulateNetworkConditions', slow);
    try {
      const { cancelledAt } = await cancelExportWhenRowsShow(page);
      const downloading = page.waitForEvent('download', { timeout: 60_000 });
      await page.getByRole('button', { name: 'Export CSV' }).click();
      await page.getByText('Export cancelled; no file was saved.').waitFor({ timeout: 60_000 });
      const download = await downloading;
      expect(await download.failure()).not.toBeNull();
      // Pressed after the first page, while the second was read.
      expect(await cancelledAt()).toBe(`${SAMPLE_PAGE_SIZE.toLocaleString('en-US')} rows read`);
      await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    } finally {
      await cdp.send('Network.emulateNetworkConditions', { ...slow, latency: 0 });
      await cdp.detach();
    }
  });

  it('fits a phone screen: the charts take the width, nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/sensors/${SENSOR}`);
    await page.locator('[data-testid="chart-0"] .js-plotly-plot').waitFor({ timeout: 120_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/chart-phone.png', fullPage: true });
  });
});
