// `npm run bench`: the performance targets, measured (never asserted in tests, where a slow
// machine must not fail a build). Exits non-zero when a budget is exceeded.
import { spawnSync } from 'node:child_process';
import { INITIAL_JS_BUDGET_KB, measureInitialBundle } from './bench/bundleSize.js';
import { runClientBench } from './bench/clientBench.js';
import { measureDisplayThroughput } from './bench/sensorMath.js';
import { ROOT } from './emulatorSetup.js';

const bundle = measureInitialBundle();
console.log(
  `BENCH initial-route JS: ${bundle.kb} KB gzip (budget ${INITIAL_JS_BUDGET_KB} KB) in ${bundle.files.length} file(s)`,
);
const math = measureDisplayThroughput();
console.log(`BENCH sensor display texts: ${math.perSecond.toLocaleString('en')} samples/s`);

const withEmulators = !process.argv.includes('--no-emulators');
// `--only client` runs just the client part (issue 15) after the bundle size.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const misses: string[] = [];
if (withEmulators && (!only || only === 'client')) misses.push(...runClientBench(bundle.kb));
if (withEmulators && !only) {
  spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
  const r = spawnSync('npx', ['tsx', 'scripts/emulators.ts', 'exec', 'npx tsx scripts/bench/ingestLatency.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const line = r.stdout.split('\n').find((l) => l.startsWith('BENCH'));
  console.log(line ?? 'BENCH ingest latency: failed (see output above)');
}
if (bundle.kb > INITIAL_JS_BUDGET_KB) misses.push(`Initial-route JS: ${bundle.kb} KB > ${INITIAL_JS_BUDGET_KB} KB`);
if (misses.length) {
  console.error(`Targets missed:\n- ${misses.join('\n- ')}`);
  process.exit(1);
}
