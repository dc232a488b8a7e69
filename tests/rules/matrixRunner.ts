import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { request } from 'node:http';
import { deleteDoc, doc, getDoc, getDocs, setDoc, setLogLevel, updateDoc, type Firestore } from 'firebase/firestore';
import { IDENTITIES, SEED, type Who } from './fixtures.js';
import { QUERIES, type QueryName } from './queries.js';

export const ALLOW = 'allow';
export const DENY = 'deny';
export type Expected = typeof ALLOW | typeof DENY;

/** get/query read; create/set write a whole document; update merges fields; delete removes. */
export type Op = 'get' | 'query' | 'create' | 'set' | 'update' | 'delete';

/** One line of the policy: identity × expected × operation × path (or query name) × data. */
export type Row =
  | readonly [Who, Expected, 'query', QueryName]
  | readonly [Who, Expected, 'get' | 'delete', string]
  | readonly [Who, Expected, 'create' | 'set' | 'update', string, Record<string, unknown>];

/** The collection a row touches: the last collection of its path, or its query's. */
export function collectionOf(row: Row): string {
  if (row[2] === 'query') return QUERIES[row[3]].collection;
  const segments = row[3].split('/');
  return segments[segments.length - 2];
}

/** A readable name for a row, for test titles and failure messages. */
export function describeRow(row: Row): string {
  // Rows probing size limits carry big data: the title shows its start.
  const json = row.length > 4 ? JSON.stringify(row[4]) : '';
  const data = json ? ` ${json.length > 160 ? `${json.slice(0, 160)}…` : json}` : '';
  return `${row[0]} ${row[2]} ${row[3]}${data} → ${row[1]}`;
}

/** The emulator's host and port, from the variable `firebase emulators:exec` sets. */
export function firestoreHost(): { host: string; port: number } {
  const hostPort = process.env.FIRESTORE_EMULATOR_HOST;
  if (!hostPort) throw new Error('Run the rules suite through `npm run test:emulators` (FIRESTORE_EMULATOR_HOST).');
  const [host, port] = hostPort.split(':');
  return { host: host === 'localhost' ? '127.0.0.1' : host, port: Number(port) };
}

/** Runs matrix rows against one project of the Firestore emulator, under whatever rules it holds. */
export class MatrixRunner {
  private readonly contexts = new Map<Who, RulesTestContext>();

  private constructor(
    readonly env: RulesTestEnvironment,
    readonly projectId: string,
  ) {}

  static async start(projectId: string, rules: string): Promise<MatrixRunner> {
    // Denials are the expected answer of half the rows; the SDK would log each one as an error.
    setLogLevel('silent');
    // The rules are loaded by us, not by the library: it uses fetch, which refuses some ports.
    const env = await initializeTestEnvironment({ projectId, firestore: firestoreHost() });
    const runner = new MatrixRunner(env, projectId);
    await runner.loadRules(rules);
    return runner;
  }

  /** Replaces the project's rules (the mutation test loads one mutant after another). */
  async loadRules(rules: string): Promise<void> {
    await emulatorRequest('PUT', `/emulator/v1/projects/${this.projectId}:securityRules`, {
      rules: { files: [{ content: rules }] },
    });
  }

  /** Empties the project and writes SEED again, with the rules off. */
  async reseed(): Promise<void> {
    await emulatorRequest('DELETE', `/emulator/v1/projects/${this.projectId}/databases/(default)/documents`);
    await this.env.withSecurityRulesDisabled(async (ctx) => {
      const db = modular(ctx);
      await Promise.all(Object.entries(SEED).map(([path, data]) => setDoc(doc(db, path), data)));
    });
  }

  private db(who: Who): Firestore {
    let ctx = this.contexts.get(who);
    if (!ctx) {
      const id = IDENTITIES[who];
      ctx = id ? this.env.authenticatedContext(id.uid, id.token) : this.env.unauthenticatedContext();
      this.contexts.set(who, ctx);
    }
    return modular(ctx);
  }

  /**
   * Runs one row and says whether the rules allowed it. A write that went through changed the
   * seed, so the seed is written again before the next row. Errors other than a permission
   * denial are thrown: they are broken tests, not denials.
   */
  async run(row: Row): Promise<Expected> {
    const db = this.db(row[0]);
    const op = row[2];
    try {
      if (op === 'query') await getDocs(QUERIES[row[3]].build(db, row[0]));
      else if (op === 'get') await getDoc(doc(db, row[3]));
      else if (op === 'delete') await deleteDoc(doc(db, row[3]));
      else if (op === 'update') await updateDoc(doc(db, row[3]), row[4]);
      else await setDoc(doc(db, row[3]), row[4]);
    } catch (e) {
      if ((e as { code?: string }).code === 'permission-denied') return DENY;
      throw new Error(`${describeRow(row)} failed with something other than a denial: ${String(e)}`);
    }
    if (op !== 'get' && op !== 'query') await this.reseed();
    return ALLOW;
  }

  async stop(): Promise<void> {
    await this.env.cleanup();
  }
}

/**
 * One call to the Firestore emulator's REST API. node:http rather than fetch: fetch refuses the
 * ports on the WHATWG "bad ports" list, and 10080 (8080 shifted by NEURON_PORT_OFFSET=2000) is one.
 */
function emulatorRequest(method: 'PUT' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const { host, port } = firestoreHost();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host, port, path, method, headers: payload ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          res.statusCode && res.statusCode < 300
            ? resolve()
            : reject(new Error(`${method} ${path} failed: ${res.statusCode} ${text}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * The test contexts hand out compat Firestore instances; the modular functions accept them
 * (they unwrap the compat wrapper), so the cast only changes the declared type.
 */
function modular(ctx: RulesTestContext): Firestore {
  return ctx.firestore() as unknown as Firestore;
}
