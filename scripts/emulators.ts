// `tsx scripts/emulators.ts exec "<command>"`: runs the command with the emulator suite up
// (auth, firestore, functions, pubsub), on any machine: preinstalled emulators when present.
import { spawn } from 'node:child_process';
import { EMULATORS, FIREBASE_BIN, ROOT, emulatorEnv, firebaseConfigPath, requireJava } from './emulatorSetup.js';
import { FunctionActivity, serveFunctionActivity } from './functionActivity.js';
import { PROJECT_ID, ports } from './ports.js';
import { testFixtureEnv } from './testFixtures.js';

const [mode, command] = process.argv.slice(2);
if (mode !== 'exec' || !command) {
  console.error('usage: tsx scripts/emulators.ts exec "<command>"');
  process.exit(2);
}
requireJava();
const child = spawn(
  FIREBASE_BIN,
  ['emulators:exec', '--project', PROJECT_ID, '--config', firebaseConfigPath(), '--only', EMULATORS, command],
  // The test run's functions talk to the tests' local servers (scripts/testFixtures.ts).
  // stdout is passed through, and read for the functions' runs (scripts/functionActivity.ts).
  { cwd: ROOT, env: { ...emulatorEnv(), ...testFixtureEnv() }, stdio: ['inherit', 'pipe', 'inherit'] },
);
const activity = new FunctionActivity();
serveFunctionActivity(activity, ports().functionActivity);
child.stdout.setEncoding('utf8');
child.stdout.on('data', (chunk: string) => {
  process.stdout.write(chunk);
  activity.feed(chunk);
});
// 'close', not 'exit': the last of its output is passed on first.
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
