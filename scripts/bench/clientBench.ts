import { spawnSync } from 'node:child_process';
import { ROOT } from '../emulatorSetup.js';
import { writeBenchSection } from './benchmarksDoc.js';
import { LIGHTHOUSE_PAGES, LIGHTHOUSE_TARGETS, checkClientTargets, type ClientFigures } from './clientTargets.js';
import type { MainThreadSummary } from './mainThread.js';

/** Where one page's main-thread time goes: runs, categories and the costliest scripts. */
function mainThreadSection(name: string, s: MainThreadSummary): string[] {
  const runs = s.perRun.map((r) => `${r.performance} (${r.totalBlockingTimeMs} ms)`).join(', ');
  return [
    `### ${name}`,
    '',
    `Performance (total blocking time) per run: ${runs}. Median: ${s.median.performance}, ` +
      `${s.median.totalBlockingTimeMs} ms blocking, LCP ${s.median.largestContentfulPaintMs} ms. ` +
      `The machine's speed (Lighthouse's benchmark index, median): ${s.median.benchmarkIndex}.`,
    '',
    '| Main-thread work (median) | ms |',
    '|---|---|',
    ...s.categories.map((c) => `| ${c.label} | ${c.medianMs} |`),
    '',
    '| Script (evaluation + parse and compile) | median ms | worst ms |',
    '|---|---|---|',
    ...s.topScripts.map((t) => `| \`${t.script}\` | ${t.medianMs} | ${t.worstMs} |`),
  ];
}

/**
 * The client part of `npm run bench`: runs clientPerf.ts inside the emulators, checks the figures
 * against the targets, writes the client section of docs/benchmarks.md. Returns the misses.
 */
export function runClientBench(initialRouteKb: number): string[] {
  const r = spawnSync('npx', ['tsx', 'scripts/emulators.ts', 'exec', 'npx tsx scripts/bench/clientPerf.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  });
  const lines = r.stdout.split('\n');
  // What Lighthouse found failing (lighthouseScores.ts prints it) says what to fix next.
  for (const l of lines) if (/failing audits|metrics:|console error|sample → screen/.test(l)) console.log(l);
  const line = lines.find((l) => l.startsWith('BENCH-CLIENT '));
  if (!line) {
    console.log(r.stdout);
    return ['client bench failed (see output above)'];
  }
  const figures: ClientFigures = {
    initialRouteKb,
    ...(JSON.parse(line.slice('BENCH-CLIENT '.length)) as Omit<ClientFigures, 'initialRouteKb'>),
  };
  const checks = checkClientTargets(figures);
  for (const c of checks) console.log(`BENCH ${c.what}: ${c.figure} (target ${c.target})${c.met ? '' : ' MISSED'}`);
  const verdict = (c: (typeof checks)[number]) => (c.info ? '' : c.met ? 'met' : '**missed**');
  const rows = checks.map((c) => `| ${c.what} | ${c.figure} | ${c.target} | ${verdict(c)} |`);
  writeBenchSection(
    'client',
    [
      '## Client (issue 15)',
      '',
      `Run ${new Date().toISOString().slice(0, 10)} on the emulators (port offset ${process.env.NEURON_PORT_OFFSET ?? 0}),`,
      'production build (`vite build` + `vite preview`), headless Chromium, Lighthouse 12 defaults (mobile,',
      'simulated throttling; storage kept so signed-in pages stay signed in; 5 runs a page, judged by the worst;',
      "while it measures, the pages' main threads have the machine's last core to themselves and everything",
      "else (the emulators, Lighthouse, the browser's other processes and threads) the others:",
      'scripts/bench/cpuIsolation.ts, docs/FIRST_LOAD_LATER.md). Systems of 100, 1,000 and 10,000',
      'sensors are seeded by the bench (scripts/demo/largeSystem.ts); open = click on the systems list',
      'until the first row shows (median of 5); update = one device document written → its row changes',
      '(median of 10, triggers paused), main-thread time = Chromium TaskDuration over that update; the',
      "systems take turns (an open of each, then two updates on each page), so the machine's load changing",
      'during the run falls on all alike; opens, updates and sample → screen are measured before Lighthouse',
      'opens the system pages (the emulator keeps the listeners of each page Lighthouse ends and evaluates',
      'them on every later write, where production drops them: docs/LARGE_SYSTEMS.md); documents read by one open = the Firestore documents sent to the',
      'page (Listen changes and REST query answers, each a billed read) from the click until its Firestore',
      'traffic is quiet for 3 s, with the bytes received (scripts/bench/openCost.ts); sample →',
      'screen = POST /ingest → value on screen, one post at a time after an untimed first one (which starts the',
      "functions' workers), percentiles by nearest rank. The machine is shared, so absolute times vary from run to run.",
      '',
      '| What | Figure | Target | |',
      '|---|---|---|---|',
      ...rows,
      '',
      '### Where the main thread goes (Lighthouse, simulated mobile CPU)',
      '',
      'Main-thread work by category and the scripts costing most to evaluate, parse and compile, as',
      "Lighthouse's mainthread-work-breakdown and bootup-time audits count them (already scaled by its",
      '4× CPU slowdown), median over the runs.',
      '',
      ...LIGHTHOUSE_PAGES.flatMap((page) => [
        ...mainThreadSection(LIGHTHOUSE_TARGETS[page].name, figures.lighthouse[page]),
        '',
      ]),
      // What the pages' figures are to be read against on this machine.
      ...mainThreadSection('the same document without its scripts (the floor)', figures.floor),
      '',
    ].join('\n'),
  );
  return checks.filter((c) => !c.met).map((c) => `${c.what}: ${c.figure} (target ${c.target})`);
}
