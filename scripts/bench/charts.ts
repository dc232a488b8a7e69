// Chart and map figures for `npm run bench`: time to first chart render for 1 k, 10 k and 100 k
// points in headless Chromium, and the gzip size of the lazy chart and map chunks. Run after the
// client build that measureInitialBundle makes (it reads client/dist).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { WEBGL_FROM_POINTS } from '../../client/src/features/history/chartLimits.js';
import { ROOT } from '../emulatorSetup.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The lazy chunks that hold the chart and the map. */
const LAZY = { chart: 'src/features/history/ValueChart.tsx', map: 'src/features/gateways/GatewayMap.tsx' };

/** Gzip KB of a lazy chunk with what it alone imports (not what the initial route already loads), JS and CSS. */
export function measureLazyChunks(): Record<keyof typeof LAZY, number> {
  const dist = join(ROOT, 'client/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const initial = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, initial);
  const kb = (key: string) => {
    const own = new Set<string>();
    walk(key, own);
    const files = [...own]
      .filter((k) => !initial.has(k))
      .flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]);
    const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0);
    return Math.round((bytes / 1024) * 10) / 10;
  };
  return { chart: kb(LAZY.chart), map: kb(LAZY.map) };
}

/** Milliseconds from Plotly.newPlot to the next painted frame, for each point count (same trace kind as the app). */
export async function measureChartRender(
  counts = [1_000, 10_000, 100_000],
): Promise<{ points: number; ms: number; trace: string }[]> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`No Chromium at ${executablePath}`);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    // WebGL through SwiftShader: scattergl needs a context and these machines have no GPU.
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.setContent('<div id="chart" style="width:1200px;height:300px"></div>');
    const plotly = createRequire(join(ROOT, 'client/package.json')).resolve('plotly.js');
    await page.addScriptTag({ path: plotly });
    const out: { points: number; ms: number; trace: string }[] = [];
    for (const points of counts) {
      const trace = points >= WEBGL_FROM_POINTS ? 'scattergl' : 'scatter';
      const ms = await page.evaluate(
        async ({ n, type }) => {
          const w = globalThis as unknown as {
            Plotly: {
              newPlot: (el: string, data: object[], layout: object) => Promise<unknown>;
              purge: (el: string) => void;
            };
          };
          const start = Date.now() - n * 5000;
          const x = Array.from({ length: n }, (_, i) => new Date(start + i * 5000));
          const y = Array.from({ length: n }, (_, i) => 20 + 5 * Math.sin(i / 500) + Math.random());
          w.Plotly.purge('chart');
          const t0 = performance.now();
          await w.Plotly.newPlot('chart', [{ type, mode: 'lines', x, y }], { xaxis: { type: 'date' }, height: 300 });
          // The next painted frame: the chart is on screen.
          await new Promise((r) =>
            (globalThis as unknown as { requestAnimationFrame: (cb: () => void) => void }).requestAnimationFrame(() =>
              r(null),
            ),
          );
          return performance.now() - t0;
        },
        { n: points, type: trace },
      );
      out.push({ points, ms: Math.round(ms), trace });
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** Prints the chart and map figures (BENCH lines). */
export async function runChartBench(): Promise<void> {
  const chunks = measureLazyChunks();
  console.log(`BENCH lazy chart chunk: ${chunks.chart} KB gzip; lazy map chunk: ${chunks.map} KB gzip`);
  for (const r of await measureChartRender()) {
    console.log(`BENCH first chart render, ${r.points.toLocaleString('en')} points (${r.trace}): ${r.ms} ms`);
  }
}

// `npx tsx scripts/bench/charts.ts` after `npx vite build --manifest` in client/ runs only this part.
if (process.argv[1]?.endsWith('charts.ts')) await runChartBench();
