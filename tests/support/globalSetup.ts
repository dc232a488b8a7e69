import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { portOffset, ports } from '../../scripts/ports.js';
import { createClientServer, launchChromiumServer, warmUpClient } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared client dev server (tests/support/browser.ts startClient). */
    clientUrl: string;
    /** The run's shared Chromium (tests/support/browser.ts launchChromium). */
    chromiumEndpoint: string;
  }
}

/** Warms the shared dev server (warmUpClient) before any suite runs. */
async function warmUp(server: BrowserServer, url: string): Promise<void> {
  const browser = await chromium.connect(server.wsEndpoint());
  try {
    await warmUpClient(browser, url);
  } finally {
    await browser.close();
  }
}

/**
 * One Vite dev server of the client and one Chromium for the whole emulator run: each browser
 * suite used to start its own and have every module transformed again on its first page load.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.VITE_EMULATOR_PORT_OFFSET = String(portOffset());
  const port = ports().client;
  const [server, browser] = await Promise.all([createClientServer(port), launchChromiumServer()]);
  const url = `http://127.0.0.1:${port}`;
  await warmUp(browser, url);
  project.provide('clientUrl', url);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await Promise.all([server.close(), browser.close()]);
  };
}
