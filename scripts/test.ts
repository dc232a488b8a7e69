// `npm test`: the checks that need no emulators (lint, typecheck, unit tests) and the functions
// build run side by side, each with its output held until it ends so the log reads task by task;
// the emulators start as soon as the functions are built, and the emulator suites and browser
// journeys as soon as the emulators are up, split over three emulator stacks (scripts/testShards.ts),
// while the other checks still run, with the files whose data is their own beside them (project
// `beside`: `npm start` stacks, the rules suites); a failed check stops them. Side by side saves minutes of the suite's budget on a
// 2-core machine (docs/TESTING.md).
import { spawn, type ChildProcess } from 'node:child_process';
import { relative } from 'node:path';
import { createInterface } from 'node:readline';
import { niceSession } from './autogroupNice.js';
import { ROOT, requireJava } from './emulatorSetup.js';
import { startEmulatorStack } from './emulatorStack.js';
import { STACK_GROUPS_ENV, interruptStackGroups, newStackGroupsFolder } from './stackGroups.js';
import { portOffset } from './ports.js';
import { testFixtureEnv } from './testFixtures.js';
import { emulatorTestFiles, isBesideTest, shardOffset, splitIntoShards } from './testShards.js';

interface Task {
  name: string;
  script: string;
}

const FUNCTIONS_BUILD: Task = { name: 'functions build', script: 'build:functions' };
const CHECKS: Task[] = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'unit tests', script: 'test:unit' },
];

interface Result {
  task: Task;
  code: number;
  output: string;
  seconds: number;
}

/** How much lower the suites' priority is than the checks' (nice(1): 0 to 19). */
const SUITES_NICENESS = 10;

const since = (started: number) => Math.round((Date.now() - started) / 1000);

/** Runs `npm run <script>`, holding its output; resolves with the exit code and the output. */
function runHeld(task: Task): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', task.script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code) =>
      resolve({ task, code: code ?? 1, output: Buffer.concat(chunks).toString(), seconds: since(started) }),
    );
  });
}

function report(result: Result): Result {
  const verdict = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
  console.log(`\n──── ${result.task.name}: ${verdict} in ${result.seconds} s ────\n${result.output}`);
  return result;
}

/**
 * How many stacks the emulator suites are split over: 3, or NEURON_TEST_SHARDS (1 runs them all
 * on one stack, e.g. to tell a failure of the split from one of the suite; 2 is the old default).
 * The third fills the time the suites leave a core idle once the checks have ended (454 s → 418 s
 * warm: docs/TEST_TIMES.md, fifth round). It was two while the worker-update bug of the flake
 * register was open (it came in two of four clean clones with three); its cause was found and
 * fixed in session 30.
 */
function shardCount(): number {
  const raw = process.env.NEURON_TEST_SHARDS ?? '3';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 3) throw new Error(`NEURON_TEST_SHARDS must be 1, 2 or 3, got '${raw}'`);
  return n;
}

/** The suites' runs under way: stopped with the stacks when this script is stopped. */
const suiteRuns = new Set<ChildProcess>();

/** Where the `[s]` files' own `npm start` stacks note their process groups (scripts/stackGroups.ts). */
const stackGroups = newStackGroupsFolder();

/**
 * Stops every suite run under way: its whole process group (npx, vitest and its workers), and the
 * `npm start` stacks its files started in groups of their own (a Ctrl-C each).
 */
function stopSuiteRuns(): void {
  for (const run of suiteRuns) {
    try {
      if (run.pid) process.kill(-run.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  interruptStackGroups(stackGroups);
}

/** Runs vitest `project` over `files` with `env`, each of its lines marked with `label`. */
function runSuites(project: string, files: string[], env: NodeJS.ProcessEnv, label: string): Promise<number> {
  return new Promise((resolve) => {
    // Its own process group, so stopping it reaches vitest itself, not only npx. Niced (vitest,
    // Chromium and the page servers it starts inherit it): the checks beside it (lint, typecheck,
    // unit and component tests) get the CPU first and end before the slowest shard, where they had
    // been starved to 10 minutes; the suites wait on conditions, so less CPU only slows them.
    const child = spawn(
      'nice',
      ['-n', String(SUITES_NICENESS), 'npx', 'vitest', 'run', '--project', project, ...files],
      { stdio: ['ignore', 'pipe', 'pipe'], env, detached: true },
    );
    // A session of its own: niced as a session too, or `nice` would not count (scripts/autogroupNice.ts).
    niceSession(child.pid, SUITES_NICENESS);
    createInterface({ input: child.stdout }).on('line', (l) => console.log(`${label} ${l}`));
    createInterface({ input: child.stderr }).on('line', (l) => console.error(`${label} ${l}`));
    suiteRuns.add(child);
    child.on('error', () => resolve(1));
    child.on('close', (code) => {
      suiteRuns.delete(child);
      resolve(code ?? 1);
    });
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  requireJava();
  const base = portOffset();
  const files = emulatorTestFiles(ROOT);
  const shards = splitIntoShards(
    files.filter((f) => !isBesideTest(f)),
    shardCount(),
  ).filter((f) => f.length > 0);
  const besideFiles = files.filter(isBesideTest);
  // The emulators load the built functions: they start once the build is there.
  const build = runHeld(FUNCTIONS_BUILD).then(report);
  const stacks = shards.map((_files, k) =>
    build.then(async (b) => {
      if (b.code !== 0) return undefined;
      const offset = shardOffset(k, base);
      // Niced as the suites are: on a clean clone (no caches) the checks had ended after the
      // last shard, the emulators beside them at full priority (docs/TEST_TIMES.md).
      const s = await startEmulatorStack(testFixtureEnv(offset), offset, SUITES_NICENESS);
      const log = relative(ROOT, s.logFile);
      console.log(`\n──── emulators at offset ${offset}: ready after ${since(started)} s; their output: ${log} ────`);
      return s;
    }),
  );
  // The suites start on their stack as soon as it is up, while the checks still run: they spend
  // part of their time waiting (on a trigger, a page), which the checks fill. A failed check stops
  // them (the run has failed; their results would only be noise).
  const stopOnSignal = () => {
    stopSuiteRuns();
    void Promise.allSettled(stacks)
      .then((all) => Promise.all(all.map((r) => (r.status === 'fulfilled' ? r.value?.stop() : undefined))))
      .then(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const labels = shards.map((_f, k) => `[${String.fromCharCode(97 + k)}]`);
  let announced = false;
  let checksFailed = false;
  const suites = shards.map((files, k) =>
    stacks[k]!.then(
      (stack) => {
        if (!stack || checksFailed) return 1;
        if (!announced) {
          announced = true;
          const split = shards.map((f, j) => `${labels[j]} ${f.length} files`).join(', ');
          console.log(`\n──── emulator suites and browser journeys (from ${since(started)} s; ${split}) ────`);
        }
        return runSuites('emulators', files, { ...stack.env, NEURON_EMULATOR_LOG: stack.logFile }, labels[k]!);
      },
      () => 1,
    ),
  );
  // The files whose data is their own (stacks of their own, the rules suites' Firestore projects
  // of their own) beside the shards, on the first shard's emulators once they are up: most of
  // their time is waiting (a stack's start and stop, the demo's outage) that on a shard held up
  // every file after it.
  const besideRun = stacks[0]!.then(
    (stack) => {
      if (!stack || checksFailed) return 1;
      if (besideFiles.length === 0) return 0;
      console.log(`\n──── [s] ${besideFiles.length} files beside the shards (from ${since(started)} s) ────`);
      return runSuites('beside', besideFiles, { ...stack.env, [STACK_GROUPS_ENV]: stackGroups }, '[s]');
    },
    () => 1,
  );
  // A failed check stops the suites at once, not when the last check ends.
  const stopIfFailed = (r: Result): Result => {
    if (r.code !== 0) {
      checksFailed = true;
      stopSuiteRuns();
    }
    return r;
  };
  const results = await Promise.all([build, ...CHECKS.map((t) => runHeld(t).then(report).then(stopIfFailed))]);
  const failed = results.filter((r) => r.code !== 0).map((r) => r.task.name);
  const codes = await Promise.all([...suites, besideRun]);
  interruptStackGroups(stackGroups); // none is left after files that ended their own; the folder goes
  const settled = await Promise.allSettled(stacks);
  const running = settled.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []));
  await Promise.all(running.map((s) => s.stop()));
  const refused = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (refused) {
    const why = refused.reason instanceof Error ? refused.reason.message : String(refused.reason);
    console.error(`\nnpm test: the emulators did not start: ${why}`);
    return 1;
  }
  if (failed.length > 0) {
    console.error(`\nnpm test: ${failed.join(', ')} failed; the emulator suites were stopped.`);
    return 1;
  }
  const code = codes.every((c) => c === 0) ? 0 : 1;
  const logs = running.map((s) => relative(ROOT, s.logFile)).join(', ');
  console.log(`\nnpm test: ${code === 0 ? 'passed' : 'FAILED'} in ${since(started)} s (emulator output: ${logs})`);
  return code;
}

void main().then((code) => process.exit(code));
