import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { ROOT } from '../../scripts/emulatorSetup.js';
import { portOffset, ports } from '../../scripts/ports.js';
import { join } from 'node:path';
import { inject } from 'vitest';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function chromiumOptions(): LaunchOptions {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`No Chromium at ${executablePath}: apt-get install chromium`);
  return { executablePath, headless: true, args: CHROMIUM_FLAGS };
}

/** One Chromium for the whole run (tests/support/globalSetup.ts); suites connect to it. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(chromiumOptions());
}

/**
 * Debian's chromium (or CHROMIUM_PATH), headless, with the flags that work offline: the run's
 * shared one when there is one (each suite's pages still get contexts of their own, and closing
 * the handle only disconnects), else one of the suite's own.
 */
export async function launchChromium(): Promise<Browser> {
  const shared = inject('chromiumEndpoint');
  if (shared) return chromium.connect(shared);
  return chromium.launch(chromiumOptions());
}

const FAKE_TOTP_SDK = join(ROOT, 'tests/support/fakeTotpSdk.ts');

/**
 * Serves tests/support/fakeTotpSdk.ts wherever the app imports its multi-factor SDK module
 * (client/src/data/mfaSdk.ts); the fake itself still imports the real one. Only this dev server
 * has the alias: the app's own configuration and builds never see the fake.
 */
function fakeTotpSdk(): Plugin {
  return {
    name: 'neuron-fake-totp-sdk',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || importer === FAKE_TOTP_SDK || !importer.includes('/client/src/data/')) return null;
      return /^\.\/mfaSdk(\.ts)?$/.test(source) ? FAKE_TOTP_SDK : null;
    },
  };
}

/** A dev server a suite started, or the run's shared one (closing that is left to the run). */
export interface ClientServer {
  close(): Promise<void>;
}

/**
 * What a suite may swap in the client: `fakeTotp`, the multi-factor SDK module for the TOTP fake
 * (the Auth emulator has no TOTP factors); `fakeFcm`, a made-up FCM token at the client's token
 * boundary (VITE_FAKE_FCM; FCM cannot run here).
 */
export interface ClientFakes {
  fakeTotp?: boolean;
  fakeFcm?: boolean;
}

/** Starts the client's Vite dev server on `port`, wired to the emulators of this port offset. */
export async function createClientServer(port: number, fakes: ClientFakes = {}): Promise<ViteDevServer> {
  process.env.VITE_EMULATOR_PORT_OFFSET = String(portOffset());
  // Vite reads VITE_* variables when the server is created.
  if (fakes.fakeFcm) process.env.VITE_FAKE_FCM = '1';
  try {
    const server = await createServer({
      root: join(ROOT, 'client'),
      configFile: join(ROOT, 'client/vite.config.ts'),
      // A dependency cache of its own (client/vite.config.ts says why): never the one of a
      // running `npm start` or of the other server of the same run.
      cacheDir: join(ROOT, `client/node_modules/.vite/test-${port}`),
      server: { port, strictPort: true, host: '127.0.0.1', ...(fakes.fakeTotp ? { fs: { allow: [ROOT] } } : {}) },
      plugins: fakes.fakeTotp ? [fakeTotpSdk()] : [],
      logLevel: 'warn',
    });
    await server.listen();
    return server;
  } finally {
    delete process.env.VITE_FAKE_FCM;
  }
}

/**
 * The client's Vite dev server for a suite: the one the run shares (tests/support/globalSetup.ts:
 * its modules are transformed once for all suites rather than once per suite), or, for a suite
 * that swaps something in (ClientFakes) or runs outside such a run, one of its own.
 */
export async function startClient(fakes: ClientFakes = {}): Promise<{ server: ClientServer; url: string }> {
  const shared = inject('clientUrl');
  if (shared && !fakes.fakeTotp && !fakes.fakeFcm) return { server: { close: async () => {} }, url: shared };
  // Beside the shared server, a suite's own takes the next port.
  const port = ports().client + (shared ? 1 : 0);
  const server = await createClientServer(port, fakes);
  const url = `http://127.0.0.1:${port}`;
  const browser = await launchChromium();
  try {
    await warmUpClient(browser, url);
  } finally {
    await browser.close();
  }
  return { server, url };
}

/**
 * Loads the sign-in page once: a dev server transforms the app's modules and pre-bundles its
 * dependencies on the first load, which on a busy machine can outlast a test's 30 s navigation.
 * Waited for on a condition (the form is there), with room for a slow machine.
 */
export async function warmUpClient(browser: Browser, url: string): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto(`${url}/login`, { timeout: 300_000 });
    await page.getByLabel('E-mail').waitFor({ timeout: 300_000 });
  } finally {
    await page.context().close();
  }
}
