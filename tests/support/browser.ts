import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
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

/** The client's Vite dev server, wired to the emulators of this port offset. */
export async function startClient(): Promise<{ server: ViteDevServer; url: string }> {
  process.env.VITE_EMULATOR_PORT_OFFSET = String(portOffset());
  const port = ports().client;
  const server = await createServer({
    root: join(ROOT, 'client'),
    configFile: join(ROOT, 'client/vite.config.ts'),
    server: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  await server.listen();
  return { server, url: `http://127.0.0.1:${port}` };
}
