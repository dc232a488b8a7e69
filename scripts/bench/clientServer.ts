import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { ROOT } from '../emulatorSetup.js';
import { portOffset, ports } from '../ports.js';

/**
 * A production build of the client served by `vite preview`, wired to this offset's emulators.
 * `minify: false` and `sourcemap` make a CPU profile readable (scripts/bench/clientProfile.ts).
 */
export async function serveProductionClient({ minify = true, sourcemap = false } = {}): Promise<{
  url: string;
  outDir: string;
  close: (opts?: { keepBuild?: boolean }) => Promise<void>;
}> {
  process.env.VITE_EMULATOR_PORT_OFFSET = String(portOffset());
  const outDir = mkdtempSync(join(tmpdir(), 'neuron-bench-build-'));
  const root = join(ROOT, 'client');
  const configFile = join(root, 'vite.config.ts');
  await build({ root, configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap, minify } });
  const port = ports().client + 20;
  const server: PreviewServer = await preview({
    root,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    outDir,
    close: async ({ keepBuild = false } = {}) => {
      await server.close();
      if (!keepBuild) rmSync(outDir, { recursive: true, force: true });
    },
  };
}
