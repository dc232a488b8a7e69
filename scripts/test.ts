// `npm test`: the checks that need no emulators (lint, typecheck, unit tests) and the functions
// build run side by side, each with its output held until it ends so the log reads task by task;
// the emulators start as soon as the functions are built, while the other checks still run; then,
// if all passed, the emulator suites and browser journeys (which need the whole machine).
// Side by side saves minutes of the suite's budget on a 2-core machine (README.md, "Tests").
import { spawn } from 'node:child_process';
import { relative } from 'node:path';
import { ROOT, requireJava } from './emulatorSetup.js';
import { startEmulatorStack, type EmulatorStack } from './emulatorStack.js';
import { testFixtureEnv } from './testFixtures.js';

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

/** The emulator suites and browser journeys, on the stack, with their output on this terminal. */
function runSuites(stack: EmulatorStack): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'emulators'], {
      stdio: 'inherit',
      env: { ...stack.env, NEURON_EMULATOR_LOG: stack.logFile },
    });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  requireJava();
  // The emulators load the built functions: they start once the build is there.
  const build = runHeld(FUNCTIONS_BUILD).then(report);
  const stack = build.then(async (b) => {
    if (b.code !== 0) return undefined;
    const s = await startEmulatorStack(testFixtureEnv());
    console.log(`\n──── emulators: ready after ${since(started)} s; their output: ${relative(ROOT, s.logFile)} ────`);
    return s;
  });
  // Awaited only once the checks are done: a failed start must not end the run before they report.
  stack.catch(() => undefined);
  const results = await Promise.all([build, ...CHECKS.map((t) => runHeld(t).then(report))]);
  const failed = results.filter((r) => r.code !== 0).map((r) => r.task.name);
  let running: EmulatorStack | undefined;
  try {
    running = await stack;
  } catch (e) {
    console.error(`\nnpm test: the emulators did not start: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  if (failed.length > 0 || !running) {
    await running?.stop();
    console.error(`\nnpm test: ${failed.join(', ')} failed; the emulator suites were not run.`);
    return 1;
  }
  const ready = running;
  const stopOnSignal = () => void ready.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  console.log(`\n──── emulator suites and browser journeys (from ${since(started)} s) ────`);
  const code = await runSuites(ready);
  await ready.stop();
  const log = relative(ROOT, ready.logFile);
  console.log(`\nnpm test: ${code === 0 ? 'passed' : 'FAILED'} in ${since(started)} s (emulator output: ${log})`);
  return code;
}

void main().then((code) => process.exit(code));
