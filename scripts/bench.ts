// `npm run bench`: the performance targets, measured (never asserted in tests, where a slow
// machine must not fail a build). Writes docs/benchmarks.md; exits non-zero when a budget is exceeded.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { INITIAL_JS_BUDGET_KB, measureInitialBundle } from './bench/bundleSize.js';
import { writeBenchSection } from './bench/benchmarksDoc.js';
import { runChartBench } from './bench/charts.js';
import { runClientBench } from './bench/clientBench.js';
import { CostLog, costReport } from './bench/costReport.js';
import { PipelineLog, pipelineReport } from './bench/pipelineReport.js';
import { measureDisplayThroughput } from './bench/sensorMath.js';
import { timersReport } from './bench/timersReport.js';
import { screensReport, type ScreensFigures } from './bench/screensReport.js';
import { BENCH_FUNCTIONS_ENV, ROOT } from './emulatorSetup.js';

/**
 * Runs a script inside the emulators and hands every output line (theirs and the script's) to
 * `onLine`; the lines are also kept in `bench-<name>.log` (git-ignored), to see afterwards what
 * the functions logged.
 */
function runInEmulators(
  script: string,
  env: NodeJS.ProcessEnv,
  onLine: (line: string) => void,
  logName = basename(script, '.ts'),
): Promise<number> {
  const child = spawn('npx', ['tsx', 'scripts/emulators.ts', 'exec', `npx tsx ${script}`], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const log = createWriteStream(join(ROOT, `bench-${logName}.log`));
  createInterface({ input: child.stdout }).on('line', (line) => {
    log.write(`${line}\n`);
    onLine(line);
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

// `npm run bench -- client`, `-- pipeline`, `-- timers`, `-- screens` or `-- cost`: only that part; each part
// replaces only its own marked section of docs/benchmarks.md (scripts/bench/benchmarksDoc.ts).
const only = (['client', 'pipeline', 'timers', 'screens', 'cost'] as const).find((part) => process.argv.includes(part));
const withEmulators = !process.argv.includes('--no-emulators');
let failed = false;

// The exact timers and the cost of gateway reports (scripts/bench/timersRun.ts), in emulators of
// their own with the meter on. Part of every full run; `-- timers` runs it alone.
async function runTimersBench(): Promise<boolean> {
  const log = new PipelineLog();
  const code = await runInEmulators('scripts/bench/timersRun.ts', { NEURON_METER: '1' }, (l) => log.line(l));
  const report = timersReport(log);
  for (const l of report.lines) console.log(l);
  if (code !== 0) console.error(`The timers bench exited with ${code}; its figures may be incomplete.`);
  writeBenchSection('timers', report.markdown);
  console.log('Wrote the timers section of docs/benchmarks.md');
  return report.ok && code === 0;
}

// Chart opens and the events page in the production build (scripts/bench/screensRun.ts). Part of
// every full run; `-- screens` runs it alone.
async function runScreensBench(): Promise<boolean> {
  let line: string | undefined;
  const code = await runInEmulators('scripts/bench/screensRun.ts', {}, (l) => {
    if (l.startsWith('BENCH-SCREENS ')) line = l;
    else if (/^Seeded|Error|error/.test(l)) console.log(l);
  });
  if (!line) {
    console.error(`The screens bench printed no figures (exit ${code}); see bench-screensRun.log.`);
    return false;
  }
  const figures = JSON.parse(line.slice('BENCH-SCREENS '.length)) as ScreensFigures;
  const date = new Date().toISOString().slice(0, 10);
  const report = screensReport(figures, date, process.env.NEURON_PORT_OFFSET ?? '0');
  for (const l of report.lines) console.log(l);
  writeBenchSection('screens', report.markdown);
  console.log('Wrote the screens section of docs/benchmarks.md');
  return report.ok && code === 0;
}

if (only === 'screens') {
  if (withEmulators) {
    spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
    failed = !(await runScreensBench());
  }
  process.exit(failed ? 1 : 0);
}

// The bill and the storms (scripts/bench/costRun.ts), in emulators of their own: the meter on, and
// every function worker loading the Firestore tracer (scripts/bench/firestoreTrace.cjs, through
// NODE_OPTIONS, which the Firebase CLI passes on to the workers it starts).
async function runCostBench(): Promise<boolean> {
  const log = new CostLog();
  const tracer = join(ROOT, 'scripts/bench/firestoreTrace.cjs');
  const env = {
    NEURON_METER: '1',
    NEURON_FIRESTORE_TRACE: '1',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${tracer}`.trim(),
  };
  const code = await runInEmulators('scripts/bench/costRun.ts', env, (l) => log.line(l));
  log.readEmulatorLog(ROOT);
  const report = costReport(log);
  for (const l of report.lines) console.log(l);
  if (code !== 0) console.error(`The cost bench exited with ${code}; its figures may be incomplete.`);
  writeBenchSection('cost', report.markdown);
  console.log('Wrote the cost section of docs/benchmarks.md');
  return report.ok && code === 0;
}

if (only === 'timers' || only === 'cost') {
  if (withEmulators) {
    spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
    failed = !(await (only === 'timers' ? runTimersBench() : runCostBench()));
  }
  process.exit(failed ? 1 : 0);
}

const bundle = measureInitialBundle();
const bundleLine = `BENCH initial-route JS: ${bundle.kb} KB gzip (budget ${INITIAL_JS_BUDGET_KB} KB) in ${bundle.files.length} file(s)`;
console.log(bundleLine);
if (bundle.kb > INITIAL_JS_BUDGET_KB) {
  console.error(`Initial-route JS is over budget: ${bundle.kb} KB > ${INITIAL_JS_BUDGET_KB} KB`);
  failed = true;
}

// Both emulator parts need the functions (the client part posts samples and calls callables).
if (withEmulators) spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });

if (only !== 'client') {
  if (!only) {
    const math = measureDisplayThroughput();
    console.log(`BENCH sensor display texts: ${math.perSecond.toLocaleString('en')} samples/s`);
    await runChartBench();
  }
  if (withEmulators) {
    let latency = 'BENCH ingest latency: failed (see output above)';
    await runInEmulators('scripts/bench/ingestLatency.ts', {}, (l) => {
      if (l.startsWith('BENCH')) latency = l;
    });
    console.log(latency);
    const log = new PipelineLog();
    // The costs are counted with the meter on; the throughput is timed in emulators of its own
    // with it off (scripts/bench/pipelineRun.ts). Both time the reference chains too, so their
    // emulators load the bench's functions codebase (functions/bench).
    const script = 'scripts/bench/pipelineRun.ts';
    const bench = { [BENCH_FUNCTIONS_ENV]: '1' };
    const costCode = await runInEmulators(script, { ...bench, NEURON_METER: '1', PIPELINE_PART: 'cost' }, (l) =>
      log.line(l),
    );
    const code =
      costCode ||
      (await runInEmulators(
        script,
        { ...bench, PIPELINE_PART: 'throughput' },
        (l) => log.line(l),
        'pipelineRun-throughput',
      ));
    const report = pipelineReport(log);
    for (const l of report.lines) console.log(l);
    if (code !== 0) console.error(`The pipeline bench exited with ${code}; its figures may be incomplete.`);
    writeBenchSection('pipeline', `${report.markdown}\n## Ingest latency\n\n${latency.replace(/^BENCH /, '')}\n`);
    console.log('Wrote the pipeline section of docs/benchmarks.md');
    if (!report.ok) {
      console.error('A pipeline target was missed (see the BENCH lines above).');
      failed = true;
    }
    if (!only && !(await runTimersBench())) failed = true;
    if (!only && !(await runCostBench())) failed = true;
    if (!only && !(await runScreensBench())) failed = true;
  }
}
// The client part writes its own section (scripts/bench/clientBench.ts).
if (only !== 'pipeline' && withEmulators && runClientBench(bundle.kb).length > 0) failed = true;
process.exit(failed ? 1 : 0);
