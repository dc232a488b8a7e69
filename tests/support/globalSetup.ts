import { chromium, type BrowserServer } from 'playwright-core';
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
 * Loads the sign-in page once before any suite runs: the dev server transforms the app's modules
 * and pre-bundles its dependencies on the first load, which on a busy machine can outlast a
 * suite's 30 s navigation timeout. Waited for here, on a condition (the form is there), with
 * room for a slow machine.
 */
async function warmUp(server: BrowserServer, url: string): Promise<void> {
  const browser = await chromium.connect(server.wsEndpoint());
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/login`, { timeout: 300_000 });
    await page.getByLabel('E-mail').waitFor({ timeout: 300_000 });
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
