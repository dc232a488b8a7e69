// `npm run bench`: the performance targets, measured (never asserted in tests, where a slow
// machine must not fail a build). Exits non-zero when a budget is exceeded.
import { spawnSync } from 'node:child_process';
import { INITIAL_JS_BUDGET_KB, measureInitialBundle } from './bench/bundleSize.js';
import { runChartBench } from './bench/charts.js';
import { measureDisplayThroughput } from './bench/sensorMath.js';
import { ROOT } from './emulatorSetup.js';

const bundle = measureInitialBundle();
console.log(
  `BENCH initial-route JS: ${bundle.kb} KB gzip (budget ${INITIAL_JS_BUDGET_KB} KB) in ${bundle.files.length} file(s)`,
);
const math = measureDisplayThroughput();
console.log(`BENCH sensor display texts: ${math.perSecond.toLocaleString('en')} samples/s`);
await runChartBench();

const withEmulators = !process.argv.includes('--no-emulators');
if (withEmulators) {
  spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
  const r = spawnSync('npx', ['tsx', 'scripts/emulators.ts', 'exec', 'npx tsx scripts/bench/ingestLatency.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const line = r.stdout.split('\n').find((l) => l.startsWith('BENCH'));
  console.log(line ?? 'BENCH ingest latency: failed (see output above)');
}
if (bundle.kb > INITIAL_JS_BUDGET_KB) {
  console.error(`Initial-route JS is over budget: ${bundle.kb} KB > ${INITIAL_JS_BUDGET_KB} KB`);
  process.exit(1);
}
