import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { ROOT } from '../../scripts/emulatorSetup.js';
import { portOffset, ports } from '../../scripts/ports.js';
import { join } from 'node:path';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's chromium (or CHROMIUM_PATH), headless, with the flags that work offline. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`No Chromium at ${executablePath}: apt-get install chromium`);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
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

/**
 * The client's Vite dev server, wired to the emulators of this port offset. `fakeTotp` swaps the
 * multi-factor SDK module for the TOTP fake (the Auth emulator has no TOTP factors).
 */
export async function startClient(
  options: { fakeTotp?: boolean } = {},
): Promise<{ server: ViteDevServer; url: string }> {
  process.env.VITE_EMULATOR_PORT_OFFSET = String(portOffset());
  const port = ports().client;
  const server = await createServer({
    root: join(ROOT, 'client'),
    configFile: join(ROOT, 'client/vite.config.ts'),
    server: { port, strictPort: true, host: '127.0.0.1', ...(options.fakeTotp ? { fs: { allow: [ROOT] } } : {}) },
    plugins: options.fakeTotp ? [fakeTotpSdk()] : [],
    logLevel: 'warn',
  });
  await server.listen();
  return { server, url: `http://127.0.0.1:${port}` };
}
