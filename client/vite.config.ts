import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type InlineConfig, type LogLevel } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineEntryCss } from './inlineEntryCss.ts';
import { preconnectToBackend } from './preconnect.ts';

// react-router's package exports its development build to bundlers (its "import" condition);
// a production build takes the production one it ships alongside (no dev-only checks or warnings).
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const productionReactRouter = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
];

/**
 * The worker's build logs at the app's level, and asks for one chunk the way Rolldown names it:
 * the plugin's `inlineDynamicImports` makes Rolldown print a deprecation warning on every build,
 * whatever the log level (a line in every test run).
 */
function quietWorkerBuild(config: InlineConfig, logLevel: LogLevel): void {
  config.logLevel = logLevel;
  const output = config.build?.rollupOptions?.output;
  if (output && !Array.isArray(output) && 'inlineDynamicImports' in output) {
    delete output.inlineDynamicImports;
    Object.assign(output, { codeSplitting: false });
  }
}

// The Firestore SDK's regular-expression engine, used only by pipeline queries (re2jsUnused.ts).
const withoutRe2js = { find: /^re2js$/, replacement: join(dirname(fileURLToPath(import.meta.url)), 're2jsUnused.ts') };

export default defineConfig(({ mode }) => {
  // The service worker is built by a second Vite build of the PWA plugin, which logs at its own
  // level: it follows the app's (a quiet test build stays quiet).
  let appLogLevel: LogLevel = 'info';
  return {
    resolve: { alias: [withoutRe2js, ...(mode === 'production' ? productionReactRouter : [])] },
    plugins: [
      { name: 'neuron-remember-log-level', configResolved: (c) => void (appLogLevel = c.logLevel ?? 'info') },
      react(),
      preconnectToBackend(),
      inlineEntryCss(),
      // The service worker is ours (src/sw.js: precache, offline shell, push); the build injects the
      // precache list of every emitted asset, hashed and versioned, so lazy chunks are cached too.
      // We register it ourselves (app/serviceWorker.ts) and keep our own public/manifest.webmanifest.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.js',
        injectRegister: false,
        manifest: false,
        integration: { configureCustomSWViteBuild: (c) => quietWorkerBuild(c, appLogLevel) },
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          // Source maps are for debugging, not for offline use.
          globIgnores: ['**/*.map'],
          maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        },
        // In development the worker is served (unbundled, as a module) at /dev-sw.js?dev-sw.
        devOptions: { enabled: true, type: 'module' },
      }),
    ],
    build: {
      target: 'es2022',
      sourcemap: true,
      // Lazy chunks are loaded without Vite's preload links for the JavaScript files they import:
      // its helper appends a link per file in the task that asks (16 for the system page, 17 for
      // the SDK's chunk), and Chromium's work on those appends was 20–30 ms of that one task on a
      // desktop, a long task on a phone (docs/FIRST_LOAD.md). The browser fetches the imports as
      // it reads each file instead, one task per file (the service worker has them all). Their style sheets are still linked, as the helper waits for those.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
      },
    },
    // Found only behind lazy imports, these would otherwise be optimised on first use in dev,
    // which reloads the page mid-visit.
    optimizeDeps: { include: ['plotly.js', 'react-plotly.js/factory', 'leaflet'] },
    // One cache of optimised dependencies per port offset: a dev server of `npm start` and one of a
    // test run beside it (another offset) re-optimising one folder left the first serving two copies
    // of React ("Invalid hook call").
    cacheDir: `node_modules/.vite/offset-${Number(process.env.VITE_EMULATOR_PORT_OFFSET ?? 0) || 0}`,
  };
});
