// `tsx scripts/emulators.ts exec "<command>"`: runs the command with the emulator suite up
// (auth, firestore, functions, pubsub), on any machine: preinstalled emulators when present.
// The emulators' and functions' output goes to a log file of this run (scripts/emulatorStack.ts);
// the command's own output is on screen, and its environment names the log (NEURON_EMULATOR_LOG)
// so a failing test file can print its own excerpt (tests/support/emulatorLogReporter.ts).
import { spawn } from 'node:child_process';
import { relative } from 'node:path';
import { ROOT, requireJava } from './emulatorSetup.js';
import { startEmulatorStack, type EmulatorStack } from './emulatorStack.js';
import { testFixtureEnv } from './testFixtures.js';

const [mode, command] = process.argv.slice(2);
if (mode !== 'exec' || !command) {
  console.error('usage: tsx scripts/emulators.ts exec "<command>"');
  process.exit(2);
}
requireJava();

async function main(): Promise<number> {
  const started = Date.now();
  let stack: EmulatorStack;
  try {
    // The test run's functions talk to the tests' local servers (scripts/testFixtures.ts).
    stack = await startEmulatorStack(testFixtureEnv());
  } catch (e) {
    console.error(`Could not start the emulators: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  const log = relative(ROOT, stack.logFile);
  console.log(`Emulators ready in ${Math.round((Date.now() - started) / 1000)} s; their output: ${log}`);
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stack.stop());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void stop().then(() => process.exit(130)));
  }
  const code = await new Promise<number>((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: 'inherit',
      env: { ...stack.env, NEURON_EMULATOR_LOG: stack.logFile },
    });
    child.on('error', () => resolve(1));
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  await stop();
  if (code !== 0) console.log(`The emulators' and functions' output of this run: ${log}`);
  return code;
}

void main().then((code) => process.exit(code));
