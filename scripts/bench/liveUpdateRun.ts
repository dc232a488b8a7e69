// A partial client bench (issue 48): only the open and live-update rows of `npm run bench --
// client` (scripts/bench/liveTimes.ts measureSystems, the same measurement in the same order), and
// optionally sample → screen, without Lighthouse: a few minutes where the whole bench takes ~24.
// Runs inside the emulators: `npm run build:functions && NEURON_PORT_OFFSET=<o> npx tsx
// scripts/emulators.ts exec "npx tsx scripts/bench/liveUpdateRun.ts"`; LIVE_SAMPLES=1 adds
// sample → screen at 1,000 sensors. Prints the figures; writes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../chromiumFlags.js';
import { DEMO_USER } from '../demo/demoData.js';
import { seedLargeSystem } from '../demo/largeSystem.js';
import { seedDemo } from '../demo/seed.js';
import { functionsSettled } from '../functionActivity.js';
import { PROJECT_ID } from '../ports.js';
import { serveProductionClient } from './clientServer.js';
import { measureSampleToScreen, measureSystems } from './liveTimes.js';

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
await seedDemo();
const systems = [
  await seedLargeSystem('bench-100', 100),
  await seedLargeSystem('bench-1000', 1000),
  await seedLargeSystem('bench-10000', 10_000),
];
const client = await serveProductionClient();
await functionsSettled({ quietMs: 2000, timeoutMs: 120_000 });
const profile = mkdtempSync(join(tmpdir(), 'neuron-bench-chrome-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [...CHROMIUM_FLAGS],
  viewport: { width: 1280, height: 800 },
});
await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${client.url}/login`);
  await page.getByLabel('E-mail').fill(DEMO_USER.email);
  await page.getByLabel('Password').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/systems$/);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  // LIVE_PASSES=2: the figures of the second pass only. The emulator hands the seeding's 11,100
  // writes over to the functions emulator for a while after (triggers paused or not), and the
  // full bench measures only after Lighthouse's minutes.
  for (let pass = 1; pass < Number(process.env.LIVE_PASSES ?? 1); pass++)
    await measureSystems(page, cdp, db, client.url, systems);
  const [a, b, c] = await measureSystems(page, cdp, db, client.url, systems);
  const ratio = (x: number, y: number) => (x / y).toFixed(2);
  console.log(`LIVE open ms: 100 ${a.openMs}, 1,000 ${b.openMs}, 10,000 ${c.openMs}`);
  console.log(`LIVE update ms: 100 ${a.updateMs}, 1,000 ${b.updateMs}, 10,000 ${c.updateMs}`);
  console.log(
    `LIVE update ratios: 1,000/100 ${ratio(b.updateMs, a.updateMs)}×, 10,000/1,000 ${ratio(c.updateMs, b.updateMs)}×`,
  );
  console.log(`LIVE update main-thread ms: 100 ${a.updateCpuMs}, 1,000 ${b.updateCpuMs}, 10,000 ${c.updateCpuMs}`);
  if (process.env.LIVE_SAMPLES) {
    const s = await measureSampleToScreen(page, client.url, systems[1]!);
    console.log(`LIVE sample → screen at 1,000: p50 ${s.p50} ms, p95 ${s.p95} ms (${s.missing} missing)`);
  }
} finally {
  await context.close();
  await client.close();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(0);
