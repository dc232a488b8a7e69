// Bundles the functions into lib/index.js with @neuron/shared (and zod) inlined, so that
// `firebase deploy` uploads a self-contained package that needs only its declared dependencies.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const bundle = (entry, outfile) =>
  build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    outfile: new URL(outfile, import.meta.url).pathname,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    external: Object.keys(pkg.dependencies),
    logLevel: 'warning',
  });

// The product's functions (the deployed codebase), and the bench's reference chains: a codebase
// of their own (functions/bench) that only the bench's emulators load, never deployed.
await Promise.all([bundle('./src/index.ts', './lib/index.js'), bundle('./bench/src/index.ts', './bench/lib/index.js')]);
