import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ports } from '../../scripts/ports.js';
import { buildClient, launchChromiumServer, serveClientBuild } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared client, a production build (tests/support/browser.ts startClient). */
    clientUrl: string;
    /** Where that build is (a suite that serves it its own way, e.g. offlineReload.test.ts). */
    clientBuildDir: string;
    /** The run's shared Chromium (tests/support/browser.ts launchChromium). */
    chromiumEndpoint: string;
  }
}

/**
 * One production build of the client, served, and one Chromium for the whole emulator run: each
 * browser suite used to start a dev server of its own, and then shared one whose hundreds of
 * modules every full page load fetched again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = mkdtempSync(join(tmpdir(), 'neuron-client-build-'));
  const [, browser] = await Promise.all([buildClient(outDir), launchChromiumServer()]);
  const port = ports().client;
  const server = await serveClientBuild(outDir, port);
  project.provide('clientUrl', `http://127.0.0.1:${port}`);
  project.provide('clientBuildDir', outDir);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await Promise.all([server.close(), browser.close()]);
    rmSync(outDir, { recursive: true, force: true });
  };
}
