// `npm start`: builds the functions, starts the emulators (data kept in .emulator-data),
// seeds the demo, runs a simulated gateway and serves the client. The data is saved after the
// seed, every few minutes and on Ctrl-C (scripts/snapshots.ts). The client is its production build
// (`npm run dev`: the development server; scripts/startClient.ts). The children's output goes to a
// log file (path printed); the screen shows only what needs attention, so the banner stays
// readable. `npm start -- --help` lists the options (scripts/startOptions.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { startGatewaySimulator } from './demo/gatewaySimulator.js';
import { DemoOutage } from './demo/demoOutage.js';
import { seedDemo } from './demo/seed.js';
import { seedDemoHistory } from './demo/seedHistory.js';
import { startDemoInbox } from './localInbox/demoInbox.js';
import { AcceptedSamples } from './drain.js';
import { getFirestore } from 'firebase-admin/firestore';
import { getApps, initializeApp } from 'firebase-admin/app';
import { EMULATORS, ROOT, emulatorEnv, firebaseConfigPath, requireJava, stackTmpDir } from './emulatorSetup.js';
import { PROJECT_ID, functionUrl, portOffset, ports } from './ports.js';
import { localInboxEnv } from './localInbox/inboxEnv.js';
import { Snapshots, isSnapshot, recoverSnapshot } from './snapshots.js';
import { START_USAGE, parseStartOptions } from './startOptions.js';
import { StopFlag } from './stop/stopFlag.js';
import { watchForStop } from './stop/stopWatch.js';
import { startBanner } from './startBanner.js';
import { teeChildOutput } from './startLog.js';
import { localClientEnv, serveClient } from './startClient.js';
import { functionIsUp, waitFor } from './waitFor.js';
// The local clock: the task queue holds timers until due; the scheduled functions run on schedule.
import { firebaseCli } from './localClock/firebaseCli.js';
import { startScheduler } from './localClock/scheduler.js';
import { guardEmulators } from './stop/exitGuard.js';
import { niceSessionsOf } from './autogroupNice.js';

if (process.argv.includes('--help')) {
  console.log(START_USAGE);
  process.exit(0);
}
const options = (() => {
  try {
    return parseStartOptions(process.argv.slice(2), ROOT, portOffset());
  } catch (e) {
    console.error(`${e instanceof Error ? e.message : String(e)}\n${START_USAGE}`);
    process.exit(2);
  }
})();
const DATA_DIR = options.dataDir;
const LOG_FILE = options.logFile;
const log = createWriteStream(LOG_FILE, { flags: 'w' });

/** The Admin SDK's Firestore on this stack's emulator (the seed may have made the app already). */
const adminDb = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

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
  // The functions learn of a stop from a flag file (scripts/stop/stopFlag.ts); one left by a
  // killed stop would refuse this stack's posts.
  const stopFlag = new StopFlag();
  stopFlag.clear();
  const env = { ...emulatorEnv(), ...localInboxEnv(), ...stopFlag.env() };
  Object.assign(process.env, env);
  const p = ports();
  const inbox = await startDemoInbox();
  // The client's build (when not current) runs while the functions build and the emulators start.
  const client = options.client
    ? serveClient({
        mode: options.dev ? 'dev' : 'build',
        root: ROOT,
        port: p.client,
        portOffset: portOffset(),
        env: { ...env, ...localClientEnv(env.NEURON_PORT_OFFSET ?? '0', inbox.clientEnv) },
        run,
        say: (line) => console.log(line),
      })
    : undefined;

  if (options.build) {
    console.log(`Building functions… (the emulators' and functions' output goes to ${LOG_FILE})`);
    await new Promise<void>((resolve, reject) =>
      run('npm', ['run', 'build', '-w', 'functions'], env).on('exit', (c) =>
        c === 0 ? resolve() : reject(new Error('functions build failed')),
      ),
    );
  }

  const recovered = recoverSnapshot(DATA_DIR);
  if (recovered) console.log(recovered);
  const importArgs = isSnapshot(DATA_DIR) ? ['--import', DATA_DIR] : [];
  const emulators = run(
    ...firebaseCli([
      'emulators:start',
      '--project',
      PROJECT_ID,
      '--config',
      firebaseConfigPath(),
      '--only',
      EMULATORS,
      ...importArgs,
    ]),
    env,
    // The emulators' working folder is this stack's own (their debug logs, the hub's temporary
    // export folders); the config path names the project folder.
    stackTmpDir(),
    true,
  );
  const stopWatch = watchForStop(emulators, p, stackTmpDir());
  // Saved through the hub this script started, never through a look-up by project id.
  const snapshots = new Snapshots(
    { hubPort: p.hub, dataDir: DATA_DIR, workDir: stackTmpDir() },
    (line) => log.write(`${line}\n`),
    (line) => console.error(line),
  );
  let stopping = false;
  guardEmulators(emulators); // a crash, or a reader gone, never leaves them on the ports
  let stopChildren = async () => client?.stop();
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
    niceSessionsOf(emulators.pid); // run niced (a test's stack), its emulators' sessions are too
    if (options.demo) {
      await seedDemo();
      await inbox.seed();
      const seeded = await seedDemoHistory(adminDb());
      if (seeded > 0) console.log(`Seeded ${seeded} history samples (7 days) for the demo devices.`);
    }
    // A first snapshot at once: from here on a crash loses at most the minutes since the last one.
    await snapshots.take(options.demo ? 'after the seed' : 'once the emulators were up');
  } catch (e) {
    // Do not leave the (detached) emulators running behind a failed start.
    stopping = true;
    emulators.kill('SIGINT');
    client?.stop();
    await inbox.close();
    throw e;
  }
  snapshots.every(options.snapshotMinutes);
  const accepted = new AcceptedSamples();
  // The local clock (scripts/localClock/): every scheduled function once now, then at its cadence.
  const scheduler = startScheduler({
    origin: `http://127.0.0.1:${p.functions}`,
    log: (line) => log.write(`${line}\n`),
    warn: (line) => console.error(line),
  });
  // The demo's staged outage and silent sensor (scripts/demo/demoOutage.ts): the simulator leaves
  // them out from the start; they are staged below, once it runs.
  const demoOutage = options.demo ? new DemoOutage() : undefined;
  const stopSimulator = demoOutage
    ? startGatewaySimulator({
        ingestUrl,
        accepted,
        outages: demoOutage.outages,
        silent: demoOutage.silent,
        control: true,
      })
    : async () => {};

  stopChildren = async () => {
    await scheduler.stop(); // local clock
    client?.stop();
    await stopSimulator();
    await inbox.close();
  };

  const staged = demoOutage
    ? await demoOutage.stage(adminDb(), ingestUrl).catch((e: unknown) => {
        demoOutage.outages.length = 0;
        console.error(`The demo outage was not staged: ${e instanceof Error ? e.message : String(e)}`);
        return [];
      })
    : [];
  await client?.ready.catch((e: unknown) =>
    console.error(`The client is not served: ${e instanceof Error ? e.message : String(e)} (see ${LOG_FILE}).`),
  );

  setTimeout(() => {
    console.log(
      startBanner({
        clientPort: p.client,
        dev: options.dev,
        ingestUrl,
        inbox: inbox.banner,
        staged,
        dataDir: DATA_DIR,
        snapshotMinutes: options.snapshotMinutes,
        logFile: LOG_FILE,
      }),
    );
  }, 1500);

  // Ctrl-C: ingest refuses new posts (503, Retry-After), the simulated gateway and the client
  // stop, then the stop waits (bounded) until everything accepted is stored and delivered, saves
  // through this stack's own hub, and only then closes the local inbox (the deliveries' target)
  // and stops the emulators (scripts/stop/).
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    stopFlag.raise();
    console.log('\nStopping… new posts are refused (503); storing what was accepted, then saving the emulator data.');
    client?.stop();
    await stopSimulator();
    // The local clock fires no new run once the stop has begun (a sweep's run under way is waited
    // for): one fired after the save found the emulators gone ("fetch failed").
    await scheduler.stop();
    const db = adminDb();
    const drained = await stopWatch.drain(
      (line) => console.log(line),
      () => accepted.confirm(db),
    );
    await snapshots.stop();
    const saved = await snapshots.take('on stop');
    if (saved.ok)
      console.log(`Saved the emulator data to ${DATA_DIR}${drained.done ? '' : ' (see above for what it may lack)'}.`);
    await inbox.close();
    emulators.on('exit', () => process.exit(saved.ok ? 0 : 1));
    emulators.kill('SIGINT');
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
