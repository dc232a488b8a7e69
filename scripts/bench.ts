// `npm run bench`: the performance targets, measured (never asserted in tests, where a slow
// machine must not fail a build). Writes docs/benchmarks.md; exits non-zero when a budget is exceeded.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { INITIAL_JS_BUDGET_KB, measureInitialBundle } from './bench/bundleSize.js';
import { runChartBench } from './bench/charts.js';
import { PipelineLog, pipelineReport } from './bench/pipelineReport.js';
import { measureDisplayThroughput } from './bench/sensorMath.js';
import { ROOT } from './emulatorSetup.js';

/** Runs a script inside the emulators and hands every output line (theirs and the script's) to `onLine`. */
function runInEmulators(script: string, env: NodeJS.ProcessEnv, onLine: (line: string) => void): Promise<number> {
  const child = spawn('npx', ['tsx', 'scripts/emulators.ts', 'exec', `npx tsx ${script}`], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: child.stdout }).on('line', onLine);
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

// `npm run bench -- pipeline`: only the emulator pipeline part; the other sections of
// docs/benchmarks.md are kept as they are.
const pipelineOnly = process.argv.includes('pipeline');
const BENCH_DOC = join(ROOT, 'docs/benchmarks.md');

const bundle = pipelineOnly ? undefined : measureInitialBundle();
const bundleLine = bundle
  ? `BENCH initial-route JS: ${bundle.kb} KB gzip (budget ${INITIAL_JS_BUDGET_KB} KB) in ${bundle.files.length} file(s)`
  : '';
const math = pipelineOnly ? undefined : measureDisplayThroughput();
if (bundle && math) {
  console.log(bundleLine);
  console.log(`BENCH sensor display texts: ${math.perSecond.toLocaleString('en')} samples/s`);
  await runChartBench();
}
let pipelineOk = true;

const sections: string[] = [];
const withEmulators = !process.argv.includes('--no-emulators');
if (withEmulators) {
  spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
  let latency = 'BENCH ingest latency: failed (see output above)';
  await runInEmulators('scripts/bench/ingestLatency.ts', {}, (l) => {
    if (l.startsWith('BENCH')) latency = l;
  });
  console.log(latency);
  const log = new PipelineLog();
  const code = await runInEmulators('scripts/bench/pipelineRun.ts', { NEURON_METER: '1' }, (l) => log.line(l));
  const report = pipelineReport(log);
  for (const l of report.lines) console.log(l);
  pipelineOk = report.ok;
  if (code !== 0) console.error(`The pipeline bench exited with ${code}; its figures may be incomplete.`);
  sections.push(report.markdown, `## Ingest latency\n\n${latency.replace(/^BENCH /, '')}\n`);
}
if (math) {
  sections.push(
    `## Client\n\n- ${bundleLine.replace(/^BENCH /, '')}\n- sensor display texts: ${math.perSecond.toLocaleString('en')} samples/s\n`,
  );
} else if (existsSync(BENCH_DOC)) {
  // Pipeline only: keep the client section of the last full run.
  const previous = readFileSync(BENCH_DOC, 'utf8');
  const client = previous.indexOf('\n## Client');
  if (client >= 0) sections.push(previous.slice(client + 1));
}
if (withEmulators) {
  writeFileSync(
    BENCH_DOC,
    `# Benchmarks\n\nWritten by \`npm run bench\` (${new Date().toISOString().slice(0, 16)}Z, NEURON_PORT_OFFSET=${process.env.NEURON_PORT_OFFSET ?? 0}). Re-run it to refresh.\n\n${sections.join('\n')}`,
  );
  console.log('Wrote docs/benchmarks.md');
}
if (!pipelineOk) {
  console.error('A pipeline target was missed (see the BENCH lines above).');
  process.exitCode = 1;
}
if (bundle && bundle.kb > INITIAL_JS_BUDGET_KB) {
  console.error(`Initial-route JS is over budget: ${bundle.kb} KB > ${INITIAL_JS_BUDGET_KB} KB`);
  process.exit(1);
}
