// Where the first load of a page spends the main thread, function by function (issue 31): runs
// inside `tsx scripts/emulators.ts exec`, seeds like clientPerf.ts, serves an unminified
// production build (readable function names), loads each page in Chromium with the CPU slowed
// 4× (CDP), traces it (tasks and V8's CPU samples) and prints the functions of most self time,
// the time per script and the long tasks (> 50 ms) with what ran in them. Under load the
// absolute times vary; the proportions are what it is for.
//   NEURON_PORT_OFFSET=<n> npx tsx scripts/emulators.ts exec "npx tsx scripts/bench/clientProfile.ts [page…]"
// Pages: login, systems, system1000, system100 (default: all but system100). PROFILE_MINIFY=1
// profiles the minified build; `--read <trace.json>…` (PROFILE_BUILD=<the build's folder>) prints a
// kept trace again; PROFILE_RUNS=<n> loads each page n times (the last one profiled).
// PROFILE_LIGHTHOUSE=1 profiles what the bench's Lighthouse sees instead (docs/FIRST_LOAD.md): each
// load is a Lighthouse run (a new tab, full speed, V8's samples added to its trace), and a task
// counts as long over 12.5 ms, which Lighthouse's 4× makes 50 (minified build, as the bench's);
// PROFILE_SAMPLES=0 keeps V8's samples out of it (blocking time as the bench measures it, tasks
// without the functions). As in the bench, the pages' main threads have a core of their own in
// Lighthouse mode (scripts/bench/cpuIsolation.ts; PROFILE_SHARED_CPUS=1: they do not).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { DEMO_USER } from '../demo/demoData.js';
import { seedLargeSystem } from '../demo/largeSystem.js';
import { seedDemo } from '../demo/seed.js';
import { functionsSettled } from '../functionActivity.js';
import { analyseProfile, type Locate } from './cpuProfile.js';
import { mainThread, sourceMapLocator, type TraceEvent } from './traceReading.js';
import { serveProductionClient } from './clientServer.js';
import lighthouse from 'lighthouse';
import { ports } from '../ports.js';
import { keepCoreForPages } from './cpuIsolation.js';

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

async function trace(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const onData = (e: { value: object[] }) => void events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await during();
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', onData);
  return events;
}

const LIGHTHOUSE = process.env.PROFILE_LIGHTHOUSE === '1';
/** A long task: over 50 ms at the profiler's 4× CPU; over 12.5 ms of Lighthouse's full-speed trace. */
const LONG_TASK_MS = LIGHTHOUSE ? 12.5 : 50;
const DEBUG_PORT = ports().client + 31;

/** One Lighthouse run of `url` (the bench's settings), its trace with V8's samples. */
async function lighthouseLoad(name: string, url: string, outDir: string) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
    // PROFILE_SAMPLES=0 leaves V8's samples out: their cost (a sample every few microseconds)
    // lengthens every task, so the blocking time is then as the bench would measure it.
    // PROFILE_CATEGORIES adds trace categories (e.g. disabled-by-default-devtools.timeline.invalidationTracking,
    // which names the nodes and reasons of each style recalculation).
    additionalTraceCategories:
      [
        process.env.PROFILE_SAMPLES === '0' ? '' : 'disabled-by-default-v8.cpu_profiler',
        process.env.PROFILE_CATEGORIES ?? '',
      ]
        .filter(Boolean)
        .join(',') || undefined,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits } = result.lhr;
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
  const speed = Math.round(result.lhr.environment.benchmarkIndex);
  const cls = audits['cumulative-layout-shift']?.numericValue ?? 0;
  const score = Math.round((result.lhr.categories.performance?.score ?? 0) * 100);
  console.log(
    `\n${name}: performance ${score}, blocking ${ms('total-blocking-time')} ms, LCP ${ms('largest-contentful-paint')} ms, ` +
      `FCP ${ms('first-contentful-paint')} ms, speed index ${ms('speed-index')} ms, CLS ${cls.toFixed(3)}, machine ${speed}`,
  );
  const events = (result.artifacts as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
  const file = join(tmpdir(), `neuron-profile-${name}.json`);
  writeFileSync(file, JSON.stringify(events));
  if (process.env.PROFILE_SAMPLES === '0') console.log(`(trace kept in ${file}; without samples, no functions)`);
  else report(name, url, events, sourceMapLocator(outDir));
}

async function profileLoad(page: Page, cdp: CDPSession, name: string, url: string, ready: string, outDir: string) {
  const runs = Number(process.env.PROFILE_RUNS ?? 2);
  if (LIGHTHOUSE) {
    for (let i = 1; i <= runs; i++) await lighthouseLoad(`${name}-${i}`, url, outDir);
    return;
  }
  for (let i = 1; i < runs; i++) {
    await page.goto(url);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3_000); // the page's deferred work (caches, listeners) settles
  }
  await page.goto('about:blank');
  // Nothing of Playwright's runs in the page while tracing (its selector engine is a long task of its own).
  const events = await trace(cdp, async () => {
    await page.goto(url);
    await page.waitForTimeout(8_000); // what follows the first screen (listeners, cache) is part of the load
  });
  if (!(await page.locator(ready).count())) console.log(`!!! ${name}: ${ready} did not show within the trace`);
  const file = join(tmpdir(), `neuron-profile-${name}.json`);
  writeFileSync(file, JSON.stringify(events));
  report(name, url, events, sourceMapLocator(outDir));
  console.log(`(trace kept in ${file}: \`npx tsx scripts/bench/clientProfile.ts --read ${file}\` prints it again)`);
}

function report(name: string, url: string, events: TraceEvent[], locate: Locate, longTaskMs = LONG_TASK_MS) {
  const { tasks, profile } = mainThread(events);
  const r = analyseProfile(profile, tasks, { locate, longTaskMs });
  console.log(
    `\n=== ${name} (${url}) — main thread busy ${r.busyMs} ms, tasks over ${longTaskMs} ms: ${r.long.length}`,
  );
  console.log('--- self time by script');
  for (const s of r.scripts) console.log(`  ${String(s.ms).padStart(7)}  ${s.fn}`);
  console.log('--- self time by function');
  for (const s of r.self) console.log(`  ${String(s.ms).padStart(7)}  ${s.fn}`);
  console.log(`--- tasks over ${longTaskMs} ms`);
  for (const t of r.long) {
    console.log(`  at ${t.atMs} ms: ${t.ms} ms`);
    for (const f of t.top) console.log(`      ${String(f.ms).padStart(6)}  ${f.fn}`);
    console.log('    by the page code on the stack:');
    for (const f of t.ownCode.slice(0, 6)) console.log(`      ${String(f.ms).padStart(6)}  ${f.fn}`);
  }
}

if (process.argv[2] === '--read') {
  for (const file of process.argv.slice(3)) {
    report(
      file,
      '',
      JSON.parse(readFileSync(file, 'utf8')) as TraceEvent[],
      sourceMapLocator(process.env.PROFILE_BUILD ?? ''),
    );
  }
  process.exit(0);
}
const wanted = process.argv.slice(2);
const want = (page: string) => (wanted.length ? wanted.includes(page) : page !== 'system100');
await seedDemo();
const small = await seedLargeSystem('bench-100', 100);
const large = await seedLargeSystem('bench-1000', 1000);
const client = await serveProductionClient({
  minify: LIGHTHOUSE || process.env.PROFILE_MINIFY === '1',
  sourcemap: true,
});
console.log(`build (kept for reading the profile's line numbers): ${client.outDir}`);
await functionsSettled({ quietMs: 2000, timeoutMs: 120_000 });
const profileDir = mkdtempSync(join(tmpdir(), 'neuron-profile-chrome-'));
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    ...(LIGHTHOUSE ? [`--remote-debugging-port=${DEBUG_PORT}`] : []),
  ],
  viewport: { width: 412, height: 823 },
});
try {
  // As the bench does (scripts/bench/cpuIsolation.ts); PROFILE_SHARED_CPUS=1 leaves the cores shared.
  if (LIGHTHOUSE && process.env.PROFILE_SHARED_CPUS !== '1') keepCoreForPages();
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  if (!LIGHTHOUSE) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (want('login'))
    await profileLoad(page, cdp, 'login', `${client.url}/login`, 'button:has-text("Sign in")', client.outDir);
  await page.goto(`${client.url}/login`);
  await page.getByLabel('E-mail').fill(DEMO_USER.email);
  await page.getByLabel('Password').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/systems$/, { timeout: 60_000 });
  if (want('systems'))
    await profileLoad(
      page,
      cdp,
      'systems',
      `${client.url}/systems`,
      `a:has-text("${'Load test 1000'}")`,
      client.outDir,
    );
  for (const [key, system] of [
    ['system1000', large],
    ['system100', small],
  ] as const) {
    if (want(key))
      await profileLoad(page, cdp, key, `${client.url}/systems/${system.systemId}`, 'tbody tr[data-sn]', client.outDir);
  }
} finally {
  await context.close();
  // The build stays for reading line numbers; the preview server and browser profile go.
  await client.close({ keepBuild: true });
  rmSync(profileDir, { recursive: true, force: true });
}
process.exit(0);
