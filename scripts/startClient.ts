// The client as `npm start` serves it: the production build (what `npm run bench` measures, what
// a user of a deployment gets), built for this stack's emulators and served with the SPA fallback
// by `vite preview`; or, for `npm run dev` (people changing the code), Vite's development server
// with its unbundled modules and hot reload. The build is kept per port offset under
// node_modules/.cache/ and made again only when what goes into it changed (clientFingerprint).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ChildProcess } from 'node:child_process';

/** How the client is served: the production build, or the development server. */
export type ClientMode = 'build' | 'dev';

/** The folders and files whose content goes into the build (tests and test helpers do not). */
const BUILD_INPUTS = ['client', 'shared', 'package-lock.json'];
const NOT_INPUTS = /(^|\/)(node_modules|dist)(\/|$)|\.test\.tsx?$|^client\/src\/testing\//;

/** Every file of the build's inputs under `root`, relative, sorted. */
export function buildInputFiles(root: string): string[] {
  const files: string[] = [];
  for (const input of BUILD_INPUTS) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    if (statSync(path).isFile()) {
      files.push(input);
      continue;
    }
    for (const e of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (!e.isFile()) continue;
      const rel = relative(root, join(e.parentPath, e.name)).split('\\').join('/');
      if (!NOT_INPUTS.test(rel)) files.push(rel);
    }
  }
  return files.sort();
}

/**
 * What a build depends on: the content of every input file and the settings the build bakes in
 * (`VITE_*`). Same fingerprint, same build: a start with nothing changed skips the build.
 */
export function clientFingerprint(root: string, env: Record<string, string | undefined>): string {
  const hash = createHash('sha256');
  const settings = Object.entries(env)
    .filter(([k]) => k.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(settings));
  for (const file of buildInputFiles(root)) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

/**
 * The settings of a local build or dev server: this stack's emulators and local inbox. A
 * deployment's Firebase config (client/.env.production, docs/DEPLOY.md) is blanked, so a checkout
 * set up for deploying still builds a client of its own emulators (Vite lets the process's
 * variables win over its .env files; client/src/data/backend.ts: no API key, the emulators).
 */
export function localClientEnv(portOffset: string, extra: Record<string, string>): Record<string, string> {
  return { VITE_EMULATOR_PORT_OFFSET: portOffset, VITE_FIREBASE_API_KEY: '', ...extra };
}

export interface ClientServer {
  /** Resolves once the client is being served (or rejects: the build failed). */
  ready: Promise<void>;
  stop(): void;
}

/** Runs a command (its output to the start log); resolves on exit 0. */
export type Runner = (cmd: string, args: string[], env: NodeJS.ProcessEnv, cwd: string) => ChildProcess;

interface ServeOptions {
  mode: ClientMode;
  root: string;
  port: number;
  portOffset: number;
  env: NodeJS.ProcessEnv;
  run: Runner;
  say: (line: string) => void;
}

const exited = (child: ChildProcess, what: string) =>
  new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code})`)))),
  );

/** Waits until the server answers on `port`, or its process exits first. */
async function listening(child: ChildProcess, port: number, what: string): Promise<void> {
  let gone = false;
  child.on('exit', () => (gone = true));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${what} exited before serving`);
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer on port ${port} within 2 minutes`);
}

/**
 * Starts building (unless the kept build is current) and then serving the client. Call it early:
 * the build runs while the emulators start.
 */
export function serveClient(o: ServeOptions): ClientServer {
  const vite = join(o.root, 'node_modules/.bin/vite');
  const clientDir = join(o.root, 'client');
  const host = ['--port', String(o.port), '--strictPort', '--host', '127.0.0.1'];
  let server: ChildProcess | undefined;
  let builder: ChildProcess | undefined;
  let stopped = false;
  const ready = (async () => {
    if (o.mode === 'dev') {
      server = o.run(vite, host, o.env, clientDir);
      return listening(server, o.port, 'The development server');
    }
    const outDir = join(o.root, 'node_modules/.cache/neuron-client', `offset-${o.portOffset}`);
    const stamp = `${outDir}.fingerprint`;
    const fingerprint = clientFingerprint(o.root, o.env);
    const kept = existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint;
    if (kept) o.say('The client is unchanged since its last build: serving that build.');
    else {
      o.say('Building the client (production build; `npm run dev` serves the development server instead)…');
      rmSync(stamp, { force: true });
      builder = o.run(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], o.env, clientDir);
      await exited(builder, 'The client build');
      writeFileSync(stamp, fingerprint);
    }
    if (stopped) return;
    server = o.run(vite, ['preview', '--outDir', outDir, ...host], o.env, clientDir);
    return listening(server, o.port, 'The client server');
  })();
  // Awaited only once the emulators are up: a failed build is reported then, not as unhandled now.
  ready.catch(() => {});
  return {
    ready,
    stop: () => {
      stopped = true;
      builder?.kill('SIGTERM');
      server?.kill('SIGTERM');
    },
  };
}
