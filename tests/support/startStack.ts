// Another stack of this checkout beside the test run's own: `npm start` (scripts/start.ts) or a
// test stack (scripts/emulators.ts), each at a port offset of its own. The test process talks to
// them over their REST APIs only: its Admin SDK is bound to the test run's emulators.
import { spawn, type ChildProcess } from 'node:child_process';
import { getPriority } from 'node:os';
import { FIREBASE_BIN, ROOT, emulatorEnv, firebaseConfigPath } from '../../scripts/emulatorSetup.js';
import { PROJECT_ID, portOffset, ports, type Ports } from '../../scripts/ports.js';
import { noteStackGroup } from '../../scripts/stackGroups.js';
import { niceSession } from '../../scripts/autogroupNice.js';
import { testFixtureEnv } from '../../scripts/testFixtures.js';

/**
 * A port offset for the k-th extra stack, away from the test run's own and from the offsets a
 * user would pick for a second checkout (1000 to 5000 above it): 10 000 up, or down when a port
 * would pass 32 767 (above it is Linux's range for outgoing connections, where a port can be
 * taken at any moment).
 */
export function extraOffset(k: number, base = portOffset()): number {
  const up = base + 10_000 + k * 1000;
  return up <= 23_000 ? up : base - 10_000 - k * 1000;
}

/** A running child whose output (stdout and stderr together) is kept. */
export class Child {
  readonly process: ChildProcess;
  output = '';
  private readonly exited: Promise<number | null>;

  /** `group`: the child leads a process group of its own, which `interrupt` signals whole, as a terminal does. */
  constructor(
    command: string,
    args: string[],
    env: NodeJS.ProcessEnv,
    private readonly group = false,
  ) {
    this.process = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: group });
    this.process.stdout?.setEncoding('utf8').on('data', (c: string) => (this.output += c));
    this.process.stderr?.setEncoding('utf8').on('data', (c: string) => (this.output += c));
    // A session of its own runs at nice 0 whatever this process's nice: given this one's
    // (scripts/autogroupNice.ts; `npm start` gives its emulators its own in turn).
    if (group) niceSession(this.process.pid, getPriority());
    // A group of its own is out of reach of the run's stop: noted for it (scripts/stackGroups.ts).
    const forget = group && this.process.pid ? noteStackGroup(this.process.pid) : () => {};
    this.exited = new Promise((resolve) =>
      this.process.on('close', (code) => {
        forget();
        resolve(code);
      }),
    );
  }

  /** Resolves once the output contains `text`; fails (with the output) if the child ends first or time runs out. */
  async waitForOutput(text: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.output.includes(text)) {
      if (this.process.exitCode !== null)
        throw new Error(`exited (${this.process.exitCode}) before "${text}":\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`no "${text}" within ${timeoutMs} ms:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** Ctrl-C: SIGINT to every process of the child's group (npm, its shell, the script), or to the child alone. */
  interrupt(): void {
    if (this.group && this.process.pid) process.kill(-this.process.pid, 'SIGINT');
    else this.process.kill('SIGINT');
  }

  /** The exit code, once the child has ended. */
  exit(): Promise<number | null> {
    return this.exited;
  }
}

/**
 * The environment of a stack at `offset`: the test run's own, without what points at the test
 * run's emulators and local servers (the child works out its own from the offset).
 */
export function stackEnv(offset: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEURON_PORT_OFFSET: String(offset) };
  const ours = new Set(['TMPDIR', 'GCLOUD_PROJECT', ...Object.keys(testFixtureEnv())]);
  for (const k of Object.keys(env)) {
    if (ours.has(k) || k.endsWith('_EMULATOR_HOST') || k.startsWith('FIREBASE_')) delete env[k];
  }
  return env;
}

/**
 * Another stack of the checkout at `offset` that starts, runs nothing and stops, the way a test
 * or bench run beside `npm start` does: the Firebase CLI with this checkout's emulator
 * environment at that offset (its hub, its locator file). Only the Auth emulator is started under
 * the hub: the hub and its locator file are what two stacks of one checkout could share, and the
 * Java emulators would only add a minute of start-up on 2 cores.
 */
export function hubStackStartAndStop(offset: number): Child {
  const env = { ...stackEnv(offset), ...emulatorEnv(ROOT, offset) };
  const config = firebaseConfigPath(offset);
  return new Child(
    FIREBASE_BIN,
    ['emulators:exec', '--project', PROJECT_ID, '--config', config, '--only', 'auth', 'node -e ""'],
    env,
  );
}

/**
 * `npm start -- <args>` as a user runs it: npm, the shell it runs the script in and the script, in
 * a process group of their own that `interrupt()` signals whole, as a terminal's Ctrl-C does (a
 * wrapper between npm and the script can kill it before it has saved: docs/DECISIONS.md).
 */
export function startScript(offset: number, args: string[], env: NodeJS.ProcessEnv = {}): Child {
  return new Child('npm', ['start', '--', ...args], { ...stackEnv(offset), ...env }, true);
}

/** Seeds the demo (scripts/demo/seed.ts) into the stack at `offset`, from a process of its own. */
export async function seedDemoOn(offset: number): Promise<void> {
  const p = ports(offset);
  const seed = new Child(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "const { seedDemo } = await import('./scripts/demo/seed.ts'); await seedDemo(); process.exit(0);",
    ],
    {
      ...stackEnv(offset),
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${p.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${p.auth}`,
    },
  );
  const code = await seed.exit();
  if (code !== 0) throw new Error(`seeding the demo failed (${code}):\n${seed.output}`);
}

const documentsUrl = (p: Ports) =>
  `http://127.0.0.1:${p.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

/** Writes a document with string fields on a stack's Firestore emulator (as its owner: no rules). */
export async function writeDocument(offset: number, path: string, fields: Record<string, string>): Promise<void> {
  const body = { fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { stringValue: v }])) };
  const res = await fetch(`${documentsUrl(ports(offset))}/${path}`, {
    method: 'PATCH',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`writing ${path}: ${res.status} ${await res.text()}`);
}

/** The ids of every document in a collection of a stack's Firestore emulator. */
export async function documentIds(offset: number, collection: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let pageToken = '';
  do {
    const url = `${documentsUrl(ports(offset))}/${collection}?pageSize=1000&mask.fieldPaths=time${pageToken ? `&pageToken=${pageToken}` : ''}`;
    const res = await fetch(url, { headers: { authorization: 'Bearer owner' } });
    if (!res.ok) throw new Error(`listing ${collection}: ${res.status}`);
    const page = (await res.json()) as { documents?: { name: string }[]; nextPageToken?: string };
    for (const d of page.documents ?? []) ids.add(d.name.slice(d.name.lastIndexOf('/') + 1));
    pageToken = page.nextPageToken ? encodeURIComponent(page.nextPageToken) : '';
  } while (pageToken);
  return ids;
}

/** A Firestore REST value as the JavaScript value it holds. */
function fromRest(v: Record<string, unknown>): unknown {
  if ('stringValue' in v) return v.stringValue;
  if ('integerValue' in v) return Number(v.integerValue);
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('booleanValue' in v) return v.booleanValue;
  if ('nullValue' in v) return null;
  if ('timestampValue' in v) return v.timestampValue;
  if ('arrayValue' in v) {
    const values = (v.arrayValue as { values?: Record<string, unknown>[] }).values ?? [];
    return values.map(fromRest);
  }
  if ('mapValue' in v) return fieldsOf((v.mapValue as { fields?: Record<string, Record<string, unknown>> }).fields);
  return undefined;
}

const fieldsOf = (fields: Record<string, Record<string, unknown>> | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k, fromRest(v)]));

/** A document of a stack's Firestore emulator as plain data (undefined: missing). */
export async function readDocument(offset: number, path: string): Promise<Record<string, unknown> | undefined> {
  const res = await fetch(`${documentsUrl(ports(offset))}/${path}`, { headers: { authorization: 'Bearer owner' } });
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`reading ${path}: ${res.status}`);
  return fieldsOf(((await res.json()) as { fields?: Record<string, Record<string, unknown>> }).fields);
}

/** Every document of a collection of a stack's Firestore emulator, as plain data with its id. */
export async function readCollection(offset: number, collection: string): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let pageToken = '';
  do {
    const url = `${documentsUrl(ports(offset))}/${collection}?pageSize=300${pageToken ? `&pageToken=${pageToken}` : ''}`;
    const res = await fetch(url, { headers: { authorization: 'Bearer owner' } });
    if (!res.ok) throw new Error(`listing ${collection}: ${res.status}`);
    const page = (await res.json()) as {
      documents?: { name: string; fields?: Record<string, Record<string, unknown>> }[];
      nextPageToken?: string;
    };
    for (const d of page.documents ?? [])
      out.push({ id: d.name.slice(d.name.lastIndexOf('/') + 1), ...fieldsOf(d.fields) });
    pageToken = page.nextPageToken ? encodeURIComponent(page.nextPageToken) : '';
  } while (pageToken);
  return out;
}
