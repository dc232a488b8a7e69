// `npm test`: the checks that need no emulators (lint, typecheck, unit tests) and the functions
// build run side by side, each with its output held until it ends so the log reads task by task;
// then, if all passed, the emulator suites and browser journeys (which need the whole machine).
// Side by side saves a few minutes of the suite's budget on a 2-core machine (README.md).
import { spawn } from 'node:child_process';

interface Task {
  name: string;
  script: string;
}

const FIRST: Task[] = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'unit tests', script: 'test:unit' },
  { name: 'functions build', script: 'build:functions' },
];

/** Runs `npm run <script>`, holding its output; resolves with the exit code and the output. */
function runHeld(task: Task): Promise<{ task: Task; code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', task.script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code) =>
      resolve({
        task,
        code: code ?? 1,
        output: Buffer.concat(chunks).toString(),
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
  });
}

/** Runs `npm run <script>` with its output straight to this terminal. */
function runLive(script: string): Promise<number> {
  return new Promise((resolve) => {
    spawn('npm', ['run', script], { stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<void> {
  const results = await Promise.all(
    FIRST.map(async (task) => {
      const result = await runHeld(task);
      const verdict = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
      console.log(`\n──── ${task.name}: ${verdict} in ${result.seconds} s ────\n${result.output}`);
      return result;
    }),
  );
  const failed = results.filter((r) => r.code !== 0).map((r) => r.task.name);
  if (failed.length > 0) {
    console.error(`\nnpm test: ${failed.join(', ')} failed; the emulator suites were not run.`);
    process.exit(1);
  }
  process.exit(await runLive('test:emulators:built'));
}

void main();
