// Runs inside `firebase emulators:exec` (see scripts/bench.ts): seeds systems of 100, 1,000 and
// 10,000 sensors, serves a production build of the client and measures it in Chromium: Lighthouse
// scores, open and update times at every size (one run, so the ratios compare like with like),
// the documents and bytes of one open at 10,000, and sample → screen at 1,000 sensors. Prints one
// line `BENCH-CLIENT <json>` for bench.ts.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { chromium } from 'playwright-core';
import { DEMO_USER } from '../demo/demoData.js';
import { seedLargeSystem } from '../demo/largeSystem.js';
import { seedDemo } from '../demo/seed.js';
import { functionsSettled } from '../functionActivity.js';
import { PROJECT_ID, ports } from '../ports.js';
import { serveProductionClient } from './clientServer.js';
import { lighthouseScores } from './lighthouseScores.js';
import { keepCoreForPages } from './cpuIsolation.js';
import { staticShell } from './staticShell.js';
import { measureSampleToScreen, measureSystems } from './liveTimes.js';
import { measureOpenCost } from './openCost.js';
import { CHROMIUM_FLAGS } from '../chromiumFlags.js';

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
await seedDemo();
const small = await seedLargeSystem('bench-100', 100);
const large = await seedLargeSystem('bench-1000', 1000);
const huge = await seedLargeSystem('bench-10000', 10_000);
const client = await serveProductionClient();
// The machine's floor: the same document without its scripts, served beside the app.
const FLOOR_PAGE = 'bench-floor.html';
writeFileSync(join(client.outDir, FLOOR_PAGE), staticShell(readFileSync(join(client.outDir, 'index.html'), 'utf8')));
// The demo's seeding starts function runs (its devices' triggers); measure the client, not them.
await functionsSettled({ quietMs: 2000, timeoutMs: 120_000 });
const debugPort = ports().client + 30;
const profile = mkdtempSync(join(tmpdir(), 'neuron-bench-chrome-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debugPort}`],
  viewport: { width: 1280, height: 800 },
});
// tsx names functions with a __name helper that page.evaluate callbacks do not carry along.
await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
try {
  const page = context.pages()[0] ?? (await context.newPage());
  // While Lighthouse measures, the pages' main threads have a core that nothing else of the
  // machine uses (scripts/bench/cpuIsolation.ts): the emulators, Lighthouse and the browser's
  // other processes are the servers' and the phone's other cores, not the main thread's.
  const releaseCore = keepCoreForPages();
  const login = await lighthouseScores(`${client.url}/login`, debugPort);
  // After the login page's runs, so that the service worker handles its navigation as it does the app's.
  const floor = await lighthouseScores(`${client.url}/${FLOOR_PAGE}`, debugPort);
  // The open, update and sample → screen times are the whole machine's: every core for all.
  releaseCore();
  await page.goto(`${client.url}/login`);
  await page.getByLabel('E-mail').fill(DEMO_USER.email);
  await page.getByLabel('Password').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/systems$/);
  // Before Lighthouse opens the system pages: each of its runs ends its page with the page's
  // reads possibly in flight, and the emulator keeps such a page's listeners on its abandoned
  // channel, evaluating them on every later write to the collection (docs/LARGE_SYSTEMS.md: a
  // write to the 10,000-sensor system took 0.8-1.3 s for minutes after). Production drops a
  // closed connection's listeners; measured after Lighthouse, one update took 22 / 183 / 352 ms
  // at 100 / 1,000 / 10,000 sensors, and 25 / 26 / 27 ms measured before it (liveUpdateRun.ts).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const [at100, at1000, at10000] = await measureSystems(page, cdp, db, client.url, [small, large, huge]);
  const openCost10000 = await measureOpenCost(page, cdp, client.url, huge);
  const sampleToScreenMs = await measureSampleToScreen(page, client.url, large);
  const releaseCoreAgain = keepCoreForPages();
  const systems = await lighthouseScores(`${client.url}/systems`, debugPort);
  const system1000 = await lighthouseScores(`${client.url}/systems/${large.systemId}`, debugPort);
  const system10000 = await lighthouseScores(`${client.url}/systems/${huge.systemId}`, debugPort);
  releaseCoreAgain();
  const figures = {
    lighthouse: { login, systems, system1000, system10000 },
    floor,
    openMs: { at100: at100.openMs, at1000: at1000.openMs, at10000: at10000.openMs },
    updateMs: { at100: at100.updateMs, at1000: at1000.updateMs, at10000: at10000.updateMs },
    updateCpuMs: { at100: at100.updateCpuMs, at1000: at1000.updateCpuMs, at10000: at10000.updateCpuMs },
    openCost10000,
    sampleToScreenMs,
  };
  console.log(`BENCH-CLIENT ${JSON.stringify(figures)}`);
} finally {
  await context.close();
  await client.close();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(0);
