import type { TestProject } from 'vitest/node';
import { portOffset, ports } from '../../scripts/ports.js';
import { createClientServer, launchChromiumServer } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared client dev server (tests/support/browser.ts startClient). */
    clientUrl: string;
    /** The run's shared Chromium (tests/support/browser.ts launchChromium). */
    chromiumEndpoint: string;
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
  project.provide('clientUrl', `http://127.0.0.1:${port}`);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await Promise.all([server.close(), browser.close()]);
  };
}
