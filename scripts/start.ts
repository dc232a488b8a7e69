// `npm start`: builds the functions, starts the emulators (data kept in .emulator-data),
// seeds the demo, runs a simulated gateway and serves the client. Ctrl-C stops it all and
// keeps the data. The children's output goes to a log file (path printed); the screen shows
// only what needs attention, so the banner stays readable.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_USER, DEMO_MEMBER, DEMO_GATEWAYS } from './demo/demoData.js';
import { startGatewaySimulator } from './demo/gatewaySimulator.js';
import { seedDemo } from './demo/seed.js';
import { seedDemoHistory } from './demo/seedHistory.js';
import { startDemoInbox } from './localInbox/demoInbox.js';
import { AcceptedSamples, waitForAcceptedStored } from './drain.js';
import { getFirestore } from 'firebase-admin/firestore';
import { getApps } from 'firebase-admin/app';
import { EMULATORS, FIREBASE_BIN, ROOT, emulatorEnv, firebaseConfigPath, requireJava } from './emulatorSetup.js';
import { PROJECT_ID, functionUrl, ports } from './ports.js';
import { localInboxEnv } from './localInbox/inboxEnv.js';
import { teeChildOutput } from './startLog.js';
import { functionIsUp, waitFor } from './waitFor.js';

const DATA_DIR = join(ROOT, '.emulator-data');
const LOG_FILE = join(
  ROOT,
  `neuron-start${process.env.NEURON_PORT_OFFSET ? `.offset-${process.env.NEURON_PORT_OFFSET}` : ''}.log`,
);
const log = createWriteStream(LOG_FILE, { flags: 'w' });

// `detached` puts a child in its own process group, so the terminal's Ctrl-C reaches only this
// script, which then stops each child once: a second SIGINT makes the Firebase CLI quit at once,
// skipping the export of the emulator data.
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT, detached = false): ChildProcess {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached });
  teeChildOutput(child, log);
  return child;
}

async function main() {
  requireJava();
  // The functions send e-mail and push to the local inbox (scripts/localInbox/).
  const env = { ...emulatorEnv(), ...localInboxEnv() };
  Object.assign(process.env, env);
  const p = ports();
  const inbox = await startDemoInbox();

  console.log(`Building functions… (the emulators' and functions' output goes to ${LOG_FILE})`);
  await new Promise<void>((resolve, reject) =>
    run('npm', ['run', 'build', '-w', 'functions'], env).on('exit', (c) =>
      c === 0 ? resolve() : reject(new Error('functions build failed')),
    ),
  );

  const importArgs = existsSync(join(DATA_DIR, 'firebase-export-metadata.json')) ? ['--import', DATA_DIR] : [];
  const emulators = run(
    FIREBASE_BIN,
    [
      'emulators:start',
      '--project',
      PROJECT_ID,
      '--config',
      firebaseConfigPath(),
      '--only',
      EMULATORS,
      ...importArgs,
      '--export-on-exit',
      DATA_DIR,
    ],
    env,
    ROOT,
    true,
  );
  let stopping = false;
  let stopChildren = async () => {};
  emulators.on('exit', (code) => {
    if (!stopping) {
      console.error(`Emulators exited (${code}); see ${LOG_FILE}.`);
      void stopChildren();
      process.exit(code ?? 1);
    }
  });

  const ingestUrl = functionUrl('ingest', p);
  try {
    await waitFor('the functions emulator', () => functionIsUp(ingestUrl), 180_000);
    await seedDemo();
    await inbox.seed();
    const seeded = await seedDemoHistory(getFirestore(getApps()[0]));
    if (seeded > 0) console.log(`Seeded ${seeded} history samples (7 days) for the demo devices.`);
  } catch (e) {
    // Do not leave the (detached) emulators running behind a failed start.
    stopping = true;
    emulators.kill('SIGINT');
    await inbox.close();
    throw e;
  }
  const accepted = new AcceptedSamples();
  const stopSimulator = startGatewaySimulator({ ingestUrl, accepted });

  const clientEnv = { ...env, VITE_EMULATOR_PORT_OFFSET: env.NEURON_PORT_OFFSET, ...inbox.clientEnv };
  const vite = run(
    join(ROOT, 'node_modules/.bin/vite'),
    ['--port', String(p.client), '--strictPort', '--host', '127.0.0.1'],
    clientEnv,
    join(ROOT, 'client'),
  );
  stopChildren = async () => {
    vite.kill('SIGTERM');
    await stopSimulator();
    await inbox.close();
  };

  setTimeout(() => {
    console.log(`
──────────────────────────────────────────────────────────────
 Neuron is running:   http://127.0.0.1:${p.client}/
 Demo admin:          ${DEMO_USER.email} / ${DEMO_USER.password}
 Demo member:         ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}
 Gateway ingest URL:  ${ingestUrl}
 Gateway keys:        ${DEMO_GATEWAYS.map((g) => `${g.sn}=${g.key}`).join(', ')}
${inbox.banner}
 A simulated gateway posts samples every 5 s. Ctrl-C stops everything (data is kept).
 Emulator and function logs: ${LOG_FILE} (errors also show here).
──────────────────────────────────────────────────────────────
`);
  }, 1500);

  // Ctrl-C: stop posting, let every sample already answered 202 be stored, then export.
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping… (storing samples in flight, then exporting emulator data)');
    await stopChildren();
    const stored = await waitForAcceptedStored(getFirestore(getApps()[0]), accepted).catch(() => false);
    if (!stored) console.log(`${accepted.size} accepted sample(s) were not stored within 2 minutes; exporting anyway.`);
    emulators.on('exit', () => process.exit(0));
    emulators.kill('SIGINT');
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
