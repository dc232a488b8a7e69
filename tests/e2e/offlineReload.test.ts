import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemo } from '../../scripts/demo/seed.js';
import { ROOT } from '../../scripts/emulatorSetup.js';
import { portOffset, ports } from '../../scripts/ports.js';
import { launchChromium } from '../support/browser.js';
import { clearFirestore, closeAdmin, postIngest } from '../support/emulators.js';
import { freshPage, signIn } from './shellSupport.js';

// The production build, served as it would be deployed, so that the service worker caches the
// real app shell and hashed assets.
describe('installable app offline: the production build reloads with no network and shows the last dashboard', () => {
  let browser: Browser;
  let server: PreviewServer;
  let outDir: string;
  let baseUrl: string;

  beforeAll(async () => {
    await clearFirestore();
    await seedDemo();
    await postIngest(
      {
        gatewaySn: DEMO_GATEWAYS[0].sn,
        samples: [{ sn: 'S-1001', time: Date.now(), rawValues: [198, 612], rssi: -75 }],
      },
      DEMO_GATEWAYS[0].key,
    );
    process.env.VITE_EMULATOR_PORT_OFFSET = String(portOffset());
    outDir = mkdtempSync(join(tmpdir(), 'neuron-e2e-build-'));
    const root = join(ROOT, 'client');
    const configFile = join(root, 'vite.config.ts');
    await build({ root, configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
    // A port beside this offset's dev-server port, so parallel checkouts do not collide.
    const port = ports().client + 10;
    server = await preview({
      root,
      configFile,
      logLevel: 'warn',
      build: { outDir },
      preview: { port, strictPort: true, host: '127.0.0.1' },
    });
    baseUrl = `http://127.0.0.1:${port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
    await closeAdmin();
  });

  it('opens offline from the service worker cache with the cached values marked stale', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, baseUrl, DEMO_USER.email, DEMO_USER.password);
    await page.waitForURL(/\/systems$/);
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}`);
    await expect.poll(() => page.getByTestId('values-S-1001').textContent(), { timeout: 30_000 }).toContain('19.8 °C');
    // The worker is installed and controls the page (it claims open pages on activation).
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true);
    // Lazy chunks opened once while online are cached too.
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/events`);
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}`);
    await page.getByTestId('values-S-1001').waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('stale-notice').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('values-S-1001').textContent()).toContain('19.8 °C');
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBeTruthy();
    await context.close();
  });
});
