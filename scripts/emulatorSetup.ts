import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeEmulatorRules } from './emulatorRules.js';
import { localInboxPorts } from './localInbox/inboxEnv.js';
import { ports, portOffset } from './ports.js';

export const ROOT = resolve(import.meta.dirname, '..');
const WORK_DIR = join(ROOT, '.emulators');

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Fails with a clear message when Java is missing: the Firestore and Pub/Sub emulators need it. */
export function requireJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    console.error(
      '\nJava was not found. The Firestore and Pub/Sub emulators need Java 17 or newer.\n' +
        'Install it (Debian/Ubuntu: sudo apt-get install openjdk-17-jre-headless; macOS: brew install openjdk@17)\n' +
        'and run the command again.\n',
    );
    process.exit(1);
  }
}

function cloudSdkRoots(): string[] {
  const roots: string[] = [];
  try {
    const out = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 20_000,
    }).trim();
    if (out) roots.push(out);
  } catch {
    // No gcloud on this machine: fall through to the Debian packages' default paths.
  }
  roots.push('/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk');
  return roots;
}

/**
 * Points the Firebase CLI at preinstalled emulators when the machine has them (no internet
 * needed): the Firestore jar through a manifest-only wrapper jar (the preinstalled one has no
 * Main-Class), the Pub/Sub emulator's launcher as is. Otherwise the CLI downloads its own.
 */
export function usePreinstalledEmulators(env: NodeJS.ProcessEnv = process.env): void {
  // Chosen already (e.g. inherited from the script that started this process): no lookup, which
  // runs `gcloud` and can take seconds on a busy machine.
  if (env.FIRESTORE_EMULATOR_BINARY_PATH && env.PUBSUB_EMULATOR_BINARY_PATH) return;
  for (const root of cloudSdkRoots()) {
    const firestoreJar = join(root, 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar');
    const pubsubBin = join(root, 'platform/pubsub-emulator/bin/cloud-pubsub-emulator');
    if (!env.FIRESTORE_EMULATOR_BINARY_PATH && existsSync(firestoreJar)) {
      env.FIRESTORE_EMULATOR_BINARY_PATH = wrapperJar(firestoreJar);
    }
    if (!env.PUBSUB_EMULATOR_BINARY_PATH && existsSync(pubsubBin)) {
      env.PUBSUB_EMULATOR_BINARY_PATH = pubsubBin;
    }
  }
  if (!env.FIRESTORE_EMULATOR_BINARY_PATH || !env.PUBSUB_EMULATOR_BINARY_PATH) {
    console.log('No preinstalled Firestore/Pub/Sub emulator found: the Firebase CLI will download its own.');
  }
}

function wrapperJar(targetJar: string): string {
  mkdirSync(WORK_DIR, { recursive: true });
  const jarPath = join(WORK_DIR, 'firestore-emulator.jar');
  const manifest = `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: file:${targetJar}\n`;
  const manifestPath = join(WORK_DIR, 'manifest.txt');
  const upToDate = existsSync(jarPath) && existsSync(manifestPath) && readFileSync(manifestPath, 'utf8') === manifest;
  if (!upToDate) {
    writeFileSync(manifestPath, manifest);
    execFileSync('jar', ['cfm', jarPath, manifestPath], { stdio: 'inherit' });
  }
  return jarPath;
}

/**
 * Set (to 1) by `npm run bench` for the stacks whose scripts post to the reference chains: the
 * emulators then also load the bench's functions codebase (functions/bench, BENCH_CODEBASE).
 */
export const BENCH_FUNCTIONS_ENV = 'NEURON_BENCH_FUNCTIONS';

/**
 * The bench's functions (the reference chains of docs/PIPELINE_COST.md): a codebase of their own that
 * the committed firebase.json does not name, so `firebase deploy` never uploads them; only a
 * bench stack adds it to its emulator config.
 */
export const BENCH_CODEBASE = { source: 'functions/bench', codebase: 'bench', runtime: 'nodejs20' } as const;

/**
 * The firebase.json to run the emulators with: a copy of the committed one beside it (same
 * folder, so its relative paths still hold) with every port shifted by the offset, the
 * emulators' copy of the security rules (which also allows the local webhook inspector), and
 * the bench's codebase when `withBench` (by default: when BENCH_FUNCTIONS_ENV is set).
 */
export function firebaseConfigPath(
  offset = portOffset(),
  withBench = process.env[BENCH_FUNCTIONS_ENV] === '1',
): string {
  const base = join(ROOT, 'firebase.json');
  const config = emulatorConfig(JSON.parse(readFileSync(base, 'utf8')), offset, withBench);
  config.firestore.rules = writeEmulatorRules(ROOT, WORK_DIR, localInboxPorts(offset).http);
  const path = join(ROOT, `firebase.offset-${offset}.json`);
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

/** The committed firebase.json (parsed) as one stack's emulators run it: ports, bench codebase. */
// The config's shape is Firebase's; only the fields set here are relied on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function emulatorConfig(committed: any, offset: number, withBench: boolean) {
  const config = structuredClone(committed);
  const p = ports(offset);
  const e = config.emulators;
  e.auth.port = p.auth;
  e.firestore.port = p.firestore;
  e.firestore.websocketPort = p.firestoreWebsocket;
  e.functions.port = p.functions;
  e.pubsub.port = p.pubsub;
  e.hub.port = p.hub;
  e.logging.port = p.logging;
  e.eventarc.port = p.eventarc;
  e.tasks.port = p.tasks;
  if (withBench) config.functions = [...config.functions, { ...BENCH_CODEBASE }];
  return config;
}

/**
 * The temporary folder of one stack (the emulators of one checkout at one port offset). The
 * Firebase CLI finds a running emulator hub through a locator file in the temporary folder named
 * after the project id only. Every stack runs the same project id, so each gets a folder of its
 * own: `npm start`, a test run and a bench run beside it (each at its own offset, in one checkout
 * or two) never find, replace or remove one another's locator. At most one stack runs per offset
 * on a machine (the ports would clash), so checkout and offset name it.
 */
export function stackTmpDir(root = ROOT, offset = portOffset()): string {
  return join(root, '.emulators', 'tmp', `offset-${offset}`);
}

/**
 * How many function invocations the Functions emulator runs at once (its work queue; more wait
 * their turn). Unbounded by default (50), a burst of posts made it start a worker process per
 * invocation (84 on 2 cores), and some deliveries then failed with EPIPE: the emulator does not
 * redeliver those (docs/DECISIONS.md, "At most 4 function runs at once on the emulators"). A few at once
 * keep the machine responsive and every delivery whole. FUNCTIONS_EMULATOR_PARALLEL overrides it.
 */
export const FUNCTIONS_PARALLEL = 4;

/**
 * JVM options for the Java emulators (Firestore, Pub/Sub). They live for minutes and work in
 * bursts, so the optimising compiler and the parallel collector spent more CPU than they saved: on
 * 2 cores, the same four emulator suites took the Firestore emulator 22 CPU-seconds with the JVM's
 * defaults and 9 with the first-tier compiler only and the serial collector, in the same time.
 * A JAVA_TOOL_OPTIONS of the user's own is kept as it is.
 */
export const EMULATOR_JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

/** Environment for the Firebase CLI and for code that talks to the emulators. */
export function emulatorEnv(root = ROOT, offset = portOffset()): NodeJS.ProcessEnv {
  const env = { ...process.env };
  env.TMPDIR = stackTmpDir(root, offset);
  mkdirSync(env.TMPDIR, { recursive: true });
  // The functions emulator gives a new worker 30 s to load before it fails the request it was
  // started for, and a Pub/Sub delivery failed that way is acked and gone; the CLI gives the
  // bundle 10 s to load (docs/DECISIONS.md, "Tooling and versions"). On a busy machine both can
  // take longer: give them two minutes.
  env.FUNCTIONS_DISCOVERY_TIMEOUT ??= '120';
  env.FUNCTIONS_EMULATOR_PARALLEL ??= String(FUNCTIONS_PARALLEL);
  env.JAVA_TOOL_OPTIONS ??= EMULATOR_JVM_OPTIONS;
  usePreinstalledEmulators(env);
  const p = ports(offset);
  env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${p.firestore}`;
  env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${p.auth}`;
  env.PUBSUB_EMULATOR_HOST = `127.0.0.1:${p.pubsub}`;
  env.NEURON_PORT_OFFSET = String(offset);
  // Functions on the emulators may POST to loopback (the tests' local webhook receivers, the
  // fake SMS provider and FCM relay); a deployment never sets it (docs/THREAT_MODEL.md).
  env.NEURON_ALLOW_LOOPBACK_OUTBOUND = '1';
  // No Google metadata server here: without this, the Admin SDK of a script (the demo seed's
  // backfill through the functions' data layer) asks for one to find its project, and prints a
  // MetadataLookupWarning on `npm start`'s screen. The functions emulator sets the same for its
  // workers.
  env.METADATA_SERVER_DETECTION ??= 'none';
  return env;
}

/** The Firebase CLI of this project. */
export const FIREBASE_BIN = join(ROOT, 'node_modules/.bin/firebase');
export const EMULATORS = 'auth,firestore,functions,pubsub,tasks';
