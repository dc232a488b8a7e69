import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';
import { build, preview, type Plugin, type PreviewServer } from 'vite';
import { ROOT } from '../../scripts/emulatorSetup.js';
import { portOffset, ports } from '../../scripts/ports.js';
import { join } from 'node:path';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS } from '../../scripts/chromiumFlags.js';

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
 * Builds tests/support/fakeTotpSdk.ts in wherever the app imports its multi-factor SDK module
 * (client/src/data/mfaSdk.ts); the fake itself still imports the real one. Only a suite's own
 * build has the alias: the app's own configuration and builds never see the fake.
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

/** A client server a suite started, or the run's shared one (closing that is left to the run). */
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

const CLIENT_ROOT = join(ROOT, 'client');
const CLIENT_CONFIG = join(CLIENT_ROOT, 'vite.config.ts');

/**
 * Builds the client for production into `outDir`, wired to the emulators of this port offset
 * (baked in at build time, as a deploy bakes in its project). The browser suites run against a
 * build, not the dev server: a page of the build loads in a few requests, where the dev server
 * serves hundreds of modules on every full load, which on 2 cores was most of a journey's time.
 */
export async function buildClient(outDir: string, fakes: ClientFakes = {}): Promise<void> {
  process.env.VITE_EMULATOR_PORT_OFFSET = String(portOffset());
  // Vite reads VITE_* variables when the build starts.
  if (fakes.fakeFcm) process.env.VITE_FAKE_FCM = '1';
  try {
    await build({
      root: CLIENT_ROOT,
      configFile: CLIENT_CONFIG,
      plugins: fakes.fakeTotp ? [fakeTotpSdk()] : [],
      // Quiet: a green run prints a line per test file, not a build report.
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
    });
  } finally {
    delete process.env.VITE_FAKE_FCM;
  }
}

/** Serves a build of the client (buildClient) on `port`, as a static host would. */
export function serveClientBuild(outDir: string, port: number, plugins: Plugin[] = []): Promise<PreviewServer> {
  return preview({
    root: CLIENT_ROOT,
    configFile: CLIENT_CONFIG,
    logLevel: 'silent',
    plugins,
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
}

/**
 * The client's build of the run (tests/support/globalSetup.ts), or for a suite that swaps
 * something in (ClientFakes) or runs outside such a run, a build of its own, served beside it.
 */
export async function startClient(fakes: ClientFakes = {}): Promise<{ server: ClientServer; url: string }> {
  const shared = inject('clientUrl');
  if (shared && !fakes.fakeTotp && !fakes.fakeFcm) return { server: { close: async () => {} }, url: shared };
  // Beside the shared server, a suite's own takes the next port.
  const port = ports().client + (shared ? 1 : 0);
  const outDir = mkdtempSync(join(tmpdir(), 'neuron-client-'));
  await buildClient(outDir, fakes);
  const preview = await serveClientBuild(outDir, port);
  const server: ClientServer = {
    close: async () => {
      await preview.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
  return { server, url: `http://127.0.0.1:${port}` };
}
