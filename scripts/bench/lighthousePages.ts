// A few pages' Lighthouse runs, without the whole client bench (~24 min): runs inside
// `tsx scripts/emulators.ts exec`, seeds like clientPerf.ts, serves one or more production builds
// side by side and takes turns between them run by run (in the other order each run), so that the
// shared machine's load falls on every build alike (a before/after comparison within one run). Prints each run's score and the
// metrics Lighthouse scores it by, and writes each report to LH_OUT (default: a temporary folder).
//   NEURON_PORT_OFFSET=<n> npx tsx scripts/emulators.ts exec "npx tsx scripts/bench/lighthousePages.ts [page…]"
// Pages: systems, system1000, system10000 (default: systems, system10000). LH_RUNS=<n> runs each
// page n times per build (default 5). LH_BUILDS=<folder>,<folder> measures builds made beforehand
// (`VITE_EMULATOR_PORT_OFFSET=<n> npx vite build --outDir <folder>` in client/), named by their
// folders; without it, the checkout's own build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_FLAGS } from '../chromiumFlags.js';
import { DEMO_USER } from '../demo/demoData.js';
import { seedLargeSystem } from '../demo/largeSystem.js';
import { seedDemo } from '../demo/seed.js';
import { ROOT } from '../emulatorSetup.js';
import { functionsSettled } from '../functionActivity.js';
import { ports } from '../ports.js';
import { serveProductionClient } from './clientServer.js';
import { keepCoreForPages } from './cpuIsolation.js';
import { lighthouseOnce } from './lighthouseScores.js';

const PAGES = ['systems', 'system1000', 'system10000'] as const;
type Page = (typeof PAGES)[number];
const asked = process.argv.slice(2);
for (const a of asked) if (!PAGES.includes(a as Page)) throw new Error(`unknown page '${a}' (${PAGES.join(', ')})`);
const pages: Page[] = asked.length ? (asked as Page[]) : ['systems', 'system10000'];
const runs = Number(process.env.LH_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`LH_RUNS must be a whole number ≥ 1, got '${process.env.LH_RUNS}'`);
const out = process.env.LH_OUT ?? mkdtempSync(join(tmpdir(), 'neuron-lighthouse-'));
mkdirSync(out, { recursive: true });

await seedDemo();
const paths: Record<Page, string> = {
  systems: '/systems',
  system1000: pages.includes('system1000') ? `/systems/${(await seedLargeSystem('bench-1000', 1000)).systemId}` : '',
  system10000: pages.includes('system10000')
    ? `/systems/${(await seedLargeSystem('bench-10000', 10_000)).systemId}`
    : '',
};
await functionsSettled({ quietMs: 2000, timeoutMs: 120_000 });

interface Served {
  name: string;
  url: string;
  close: () => Promise<void>;
}
const served: Served[] = [];
const prebuilt = process.env.LH_BUILDS?.split(',').filter(Boolean) ?? [];
if (prebuilt.length) {
  for (const [i, outDir] of prebuilt.entries()) {
    const port = ports().client + 40 + i;
    const server = await preview({
      root: join(ROOT, 'client'),
      configFile: join(ROOT, 'client', 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir },
      preview: { port, strictPort: true, host: '127.0.0.1' },
    });
    served.push({ name: basename(outDir), url: `http://127.0.0.1:${port}`, close: () => server.close() });
  }
} else {
  const own = await serveProductionClient();
  served.push({ name: 'this checkout', url: own.url, close: () => own.close() });
}

/** The metrics the performance score is made of, and the largest paint's element. */
function metrics(lhr: Result): string {
  const a = lhr.audits;
  const ms = (id: string) => Math.round(a[id]?.numericValue ?? 0);
  const lcpElement = (a['largest-contentful-paint-element']?.details as { items?: { items?: unknown[] }[] })?.items?.[0]
    ?.items?.[0] as { node?: { snippet?: string } } | undefined;
  return (
    `FCP ${ms('first-contentful-paint')} SI ${ms('speed-index')} LCP ${ms('largest-contentful-paint')} ` +
    `TBT ${ms('total-blocking-time')} CLS ${(a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)} ` +
    `LCP element ${lcpElement?.node?.snippet?.slice(0, 80) ?? '?'}`
  );
}

const debugPort = ports().client + 32;
const profile = mkdtempSync(join(tmpdir(), 'neuron-lighthouse-chrome-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debugPort}`],
  viewport: { width: 1280, height: 800 },
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  for (const s of served) {
    await page.goto(`${s.url}/login`);
    await page.getByLabel('E-mail').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/systems$/);
  }
  const releaseCore = keepCoreForPages();
  const scores = new Map<string, number[]>();
  for (let run = 1; run <= runs; run++) {
    for (const p of pages) {
      // Each run in the other order: a build measured right after another's run of the same page
      // (the emulators still busy with its listeners) is not always the same one.
      for (const s of run % 2 ? served : [...served].reverse()) {
        const key = `${s.name} ${p}`;
        const r = await lighthouseOnce(`${s.url}${paths[p]}`, debugPort, (lhr) => {
          writeFileSync(join(out, `${key.replaceAll(/\W+/g, '-')}-${run}.json`), JSON.stringify(lhr));
          console.log(
            `LH ${key} run ${run}: ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} ${metrics(lhr)}`,
          );
        });
        scores.set(key, [...(scores.get(key) ?? []), r.performance]);
      }
    }
  }
  releaseCore();
  for (const [key, list] of scores) console.log(`LH ${key}: ${list.join(', ')} (worst ${Math.min(...list)})`);
  console.log(`LH reports in ${out}`);
} finally {
  await context.close();
  for (const s of served) await s.close();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(0);
