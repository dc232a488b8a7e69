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
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { DEMO_USER } from '../demo/demoData.js';
import { seedLargeSystem } from '../demo/largeSystem.js';
import { seedDemo } from '../demo/seed.js';
import { functionsSettled } from '../functionActivity.js';
import { analyseProfile, type CpuProfile, type Locate, type Task } from './cpuProfile.js';
// A dependency of Vite's own, for reading the build's source maps (only this script uses it).
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { serveProductionClient } from './clientServer.js';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: CpuProfile['nodes']; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

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

/** The renderer main thread's tasks and CPU profile, from one trace. */
function mainThread(events: TraceEvent[]): { tasks: Task[]; profile: CpuProfile } {
  const mains = new Set(
    events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const runTasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`));
  const perThread = new Map<string, number>();
  for (const t of runTasks) perThread.set(`${t.pid}:${t.tid}`, (perThread.get(`${t.pid}:${t.tid}`) ?? 0) + t.dur!);
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  let tasks = runTasks.filter((t) => `${t.pid}:${t.tid}` === main).map((t) => ({ ts: t.ts, dur: t.dur ?? 0 }));
  // One profile per isolate start; the main thread's, with its samples (the ProfileChunks name it by id).
  const profiles = events.filter((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === main);
  const build = (p: TraceEvent): CpuProfile => {
    const profile: CpuProfile = { nodes: [], startTime: p.args?.data?.startTime ?? 0, samples: [], timeDeltas: [] };
    for (const c of events.filter((e) => e.name === 'ProfileChunk' && e.id === p.id)) {
      profile.nodes.push(...(c.args?.data?.cpuProfile?.nodes ?? []));
      profile.samples.push(...(c.args?.data?.cpuProfile?.samples ?? []));
      profile.timeDeltas.push(...(c.args?.data?.timeDeltas ?? []));
    }
    return profile;
  };
  const profile = profiles.map(build).sort((a, b) => b.samples.length - a.samples.length)[0];
  if (!profile) throw new Error('the trace holds no CPU profile of the main thread');
  // Tasks before the profiler started hold its own start-up (V8 collecting the code objects), not the page's.
  tasks = tasks.filter((t) => t.ts >= profile.startTime);
  return { tasks, profile };
}

async function profileLoad(page: Page, cdp: CDPSession, name: string, url: string, ready: string, outDir: string) {
  const runs = Number(process.env.PROFILE_RUNS ?? 2);
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

/** Names a frame of the build by its source file and line (the build's source maps). */
function sourceMapLocator(outDir: string): Locate {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string) => {
    const path = new URL(url).pathname;
    if (!maps.has(path)) {
      try {
        maps.set(path, new TraceMap(readFileSync(join(outDir, `${path}.map`), 'utf8')));
      } catch {
        maps.set(path, null);
      }
    }
    return maps.get(path);
  };
  return (f) => {
    if (!f.url?.startsWith('http')) return undefined;
    const map = mapOf(f.url);
    if (!map) return undefined;
    const at = originalPositionFor(map, { line: (f.lineNumber ?? 0) + 1, column: f.columnNumber ?? 0 });
    if (!at.source) return undefined;
    const source = at.source.replace(/^(\.\.\/)+/, '');
    const nm = source.lastIndexOf('node_modules/');
    const place = nm >= 0 ? source.slice(nm + 'node_modules/'.length) : source;
    return { place: `${place}:${at.line}`, own: nm < 0 };
  };
}

function report(name: string, url: string, events: TraceEvent[], locate: Locate) {
  const { tasks, profile } = mainThread(events);
  const r = analyseProfile(profile, tasks, { locate });
  console.log(`\n=== ${name} (${url}) — main thread busy ${r.busyMs} ms, blocking (tasks > 50 ms) ${r.blockingMs} ms`);
  console.log('--- self time by script');
  for (const s of r.scripts) console.log(`  ${String(s.ms).padStart(7)}  ${s.fn}`);
  console.log('--- self time by function');
  for (const s of r.self) console.log(`  ${String(s.ms).padStart(7)}  ${s.fn}`);
  console.log(`--- long tasks (${r.long.length})`);
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
const client = await serveProductionClient({ minify: process.env.PROFILE_MINIFY === '1', sourcemap: true });
console.log(`build (kept for reading the profile's line numbers): ${client.outDir}`);
await functionsSettled({ quietMs: 2000, timeoutMs: 120_000 });
const profileDir = mkdtempSync(join(tmpdir(), 'neuron-profile-chrome-'));
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  viewport: { width: 412, height: 823 },
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
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
