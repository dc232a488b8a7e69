// The emulator suite for a test or bench run, with its output in a log file of the run's own
// (not on screen: a green run would otherwise print thousands of the functions emulator's lines).
// `firebase emulators:exec` passes the emulators' output and the command's through one pipe, so
// the stack is started with `emulators:start` and the command runs beside it, as our own child.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { childrenOf, niceSessionsOf } from './autogroupNice.js';
import { EMULATORS, ROOT, emulatorEnv, firebaseConfigPath } from './emulatorSetup.js';
import { FunctionActivity, serveFunctionActivity } from './functionActivity.js';
// The local clock (scripts/localClock/): the task queue holds each timer until it is due.
import { firebaseCli } from './localClock/firebaseCli.js';
import { PROJECT_ID, portOffset, ports } from './ports.js';
import { PublishedMessages } from './stop/publishedMessages.js';
import { WATCHED_TOPICS } from './stop/stopWatch.js';

/** Where the runs' logs go; the newest few are kept. */
export const RUN_LOG_DIR = join(ROOT, 'test-results', 'emulator-logs');
const KEEP_LOGS = 5;

const READY = /All emulators ready/;

export interface EmulatorStack {
  /** The run's log file: the emulators' and functions' output. */
  logFile: string;
  /** Environment for a command that talks to the stack (hosts of every emulator). */
  env: NodeJS.ProcessEnv;
  /** Stops the emulators and waits for them (and their Java children) to be gone. */
  stop(): Promise<void>;
}

/** A new log file for this run, after removing all but the newest few of the earlier ones. */
function newRunLog(offset: number): { path: string; stream: WriteStream } {
  mkdirSync(RUN_LOG_DIR, { recursive: true });
  const old = readdirSync(RUN_LOG_DIR)
    .filter((f) => f.endsWith('.log'))
    .sort();
  for (const f of old.slice(0, Math.max(0, old.length - (KEEP_LOGS - 1))))
    rmSync(join(RUN_LOG_DIR, f), { force: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const path = join(RUN_LOG_DIR, `emulators-${stamp}-offset-${offset}.log`);
  return { path, stream: createWriteStream(path, { flags: 'w' }) };
}

/** What `emulators:exec` would set for its command: every emulator's host. */
function stackEnv(base: NodeJS.ProcessEnv, offset: number): NodeJS.ProcessEnv {
  const p = ports(offset);
  return {
    ...base,
    GCLOUD_PROJECT: PROJECT_ID,
    // No Compute Engine here: the Admin SDK would probe its metadata server and warn.
    METADATA_SERVER_DETECTION: 'none',
    FIREBASE_EMULATOR_HUB: `127.0.0.1:${p.hub}`,
    CLOUD_TASKS_EMULATOR_HOST: `127.0.0.1:${p.tasks}`,
    CLOUD_EVENTARC_EMULATOR_HOST: `http://127.0.0.1:${p.eventarc}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${p.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${p.auth}`,
    PUBSUB_EMULATOR_HOST: `127.0.0.1:${p.pubsub}`,
  };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Kills the child's whole process group (its function workers). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

// The processes the CLI started (childrenOf, read from /proc): the Java emulators run in process
// groups of their own, so a CLI that did not get to stop them (killed after the grace period)
// would leave them holding the ports.

/**
 * Starts the emulators at a port offset (`extraEnv`: what the functions get besides the emulator
 * setup) and resolves once they are all ready. Serves the functions' activity for
 * `functionsSettled`. No scheduler runs the scheduled functions here: the suites call the sweeps
 * by hand, and one about time starts scripts/localClock/scheduler.ts itself.
 */
export async function startEmulatorStack(
  extraEnv: Record<string, string> = {},
  offset = portOffset(),
  niceness = 0,
): Promise<EmulatorStack> {
  const log = newRunLog(offset);
  const env = { ...emulatorEnv(ROOT, offset), ...extraEnv };
  const [cli, cliArgs] = firebaseCli([
    'emulators:start',
    '--project',
    PROJECT_ID,
    '--config',
    firebaseConfigPath(offset),
    '--only',
    EMULATORS,
  ]);
  // `niceness`: below the checks beside it (scripts/test.ts); the Java emulators inherit it.
  // nice(1) replaces itself with the command: the pid and process group stay the CLI's.
  const [command, args] = niceness > 0 ? ['nice', ['-n', String(niceness), cli, ...cliArgs]] : [cli, cliArgs];
  const child = spawn(
    command,
    args,
    // Its own process group: stopping it reaches the Java emulators too, and a Ctrl-C of the
    // terminal reaches only the script that started it (which then stops it once).
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const activity = new FunctionActivity();
  // The pipeline's messages counted as `npm start`'s stop counts them (scripts/stop/): a suite
  // waits for those a previous one left (functionsSettled), not only for a quiet half-second.
  const published = new PublishedMessages(
    ports(offset).pubsub,
    WATCHED_TOPICS.map((t) => t.topic),
    activity.ledger,
  );
  const watching = published.start();
  watching.catch(() => undefined);
  const backlog = async () => {
    await watching;
    await published.collect();
    return WATCHED_TOPICS.reduce((sum, t) => sum + activity.ledger.pending(t.topic), 0);
  };
  const activityServer = serveFunctionActivity(activity, ports(offset).functionActivity, backlog);
  let seen = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: string) => {
      log.stream.write(chunk);
      activity.feed(chunk);
      if (seen !== 'ready') {
        seen = (seen + chunk).slice(-4096);
        if (READY.test(seen)) {
          seen = 'ready';
          resolve();
        }
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => log.stream.write(chunk));
    child.once('exit', (code) => reject(new Error(`the emulators exited before they were ready (exit ${code})`)));
  });
  const stop = async () => {
    const started = (() => {
      try {
        return existsSync('/proc') ? childrenOf(child.pid) : [];
      } catch {
        return [];
      }
    })();
    killGroup(child, 'SIGINT');
    const done = exited(child);
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 60_000);
    await done;
    clearTimeout(timer);
    // Nothing the CLI started stays behind: its group (function workers), and the emulators.
    killGroup(child, 'SIGKILL');
    for (const pid of started) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already stopped by the CLI, as it should be.
      }
    }
    activityServer.close();
    await new Promise<void>((resolve) => log.stream.end(resolve));
  };
  try {
    await ready;
  } catch (e) {
    await stop();
    throw e;
  }
  // The CLI's session and the Java emulators' own (each started in a session of its own): the
  // nice value counts between sessions only through them (scripts/autogroupNice.ts).
  niceSessionsOf(child.pid, niceness);
  return { logFile: log.path, env: stackEnv(env, offset), stop };
}
