// What a direct load of a system's page (as Lighthouse makes it: a new tab on the address) reads and
// renders at 1,000 and at 10,000 sensors, counted rather than timed, so that the shared machine's
// load does not hide a difference: the Firestore documents sent to the page by collection, the
// other requests and their bytes, and Chromium's counters (DOM nodes, layouts, style
// recalculations, task and script time) once the page has been quiet for a while. Issue 48: a
// system opens in time that does not grow with the fleet, so the two columns should match.
//   NEURON_PORT_OFFSET=<n> npx tsx scripts/emulators.ts exec "npx tsx scripts/bench/openProbe.ts"
// PROBE_LOADS=<n> loads each page n times (default 3; the first has no cached list).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../chromiumFlags.js';
import { DEMO_USER } from '../demo/demoData.js';
import { seedLargeSystem } from '../demo/largeSystem.js';
import { seedDemo } from '../demo/seed.js';
import { functionsSettled } from '../functionActivity.js';
import { ports } from '../ports.js';
import { serveProductionClient } from './clientServer.js';

const loads = Number(process.env.PROBE_LOADS ?? 3);
await seedDemo();
const systems = [await seedLargeSystem('bench-1000', 1000), await seedLargeSystem('bench-10000', 10_000)];
await functionsSettled({ quietMs: 2000, timeoutMs: 120_000 });
const client = await serveProductionClient();
const profile = mkdtempSync(join(tmpdir(), 'neuron-probe-chrome-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_FLAGS,
  viewport: { width: 412, height: 823 },
});
const firestorePort = String(ports().firestore);
try {
  const first = context.pages()[0] ?? (await context.newPage());
  await first.goto(`${client.url}/login`);
  await first.getByLabel('E-mail').fill(DEMO_USER.email);
  await first.getByLabel('Password').fill(DEMO_USER.password);
  await first.getByRole('button', { name: 'Sign in' }).click();
  await first.waitForURL(/\/systems$/);
  await first.goto('about:blank');
  for (let load = 1; load <= loads; load++) {
    for (const system of systems) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const docs = new Map<string, number>();
      const requests = new Map<string, { count: number; bytes: number }>();
      let lastAt = Date.now();
      const take = (text: string) => {
        for (const m of text.matchAll(/"name"\s*:\s*"projects\/[^/]+\/databases\/[^/]+\/documents\/([^"]+)"/g)) {
          // The collection path with ids left out: system/*/devices/*, system/*/summary/*…
          const path = (m[1] ?? '')
            .split('/')
            .map((p, i) => (i % 2 ? '*' : p))
            .join('/');
          docs.set(path, (docs.get(path) ?? 0) + 1);
        }
      };
      const followed = new Set<string>();
      cdp.on(
        'Network.responseReceived',
        ({ requestId, response }: { requestId: string; response: { url: string } }) => {
          const url = new URL(response.url);
          const key = `${url.port === firestorePort ? 'firestore' : url.port} ${url.pathname.replace(/-[\w-]{8}\.js$/, '.js')}`;
          const r = requests.get(key) ?? { count: 0, bytes: 0 };
          r.count++;
          requests.set(key, r);
          if (url.port !== firestorePort) return;
          followed.add(requestId);
          cdp
            .send('Network.streamResourceContent', { requestId })
            .then(({ bufferedData }) => take(Buffer.from(bufferedData, 'base64').toString('utf8')))
            .catch(() => undefined);
        },
      );
      cdp.on('Network.dataReceived', ({ requestId, data }: { requestId: string; data?: string }) => {
        lastAt = Date.now();
        if (followed.has(requestId) && data) take(Buffer.from(data, 'base64').toString('utf8'));
      });
      cdp.on('Network.loadingFinished', () => (lastAt = Date.now()));
      await cdp.send('Network.enable');
      await cdp.send('Performance.enable');
      await page.goto(`${client.url}/systems/${system.systemId}`);
      await page.locator('[data-source="server"]').first().waitFor({ timeout: 60_000 });
      while (Date.now() - lastAt < 3_000) await page.waitForTimeout(250);
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
      const rows = await page.locator('tbody tr[data-sn]').count();
      // The records the device cache (client/src/data/deviceCache.ts) holds for the system.
      const cached = await page.evaluate(
        (systemId) =>
          new Promise<number>((resolve) => {
            const req = indexedDB.open('neuron');
            req.onsuccess = () => {
              if (!req.result.objectStoreNames.contains('devices')) return resolve(0);
              const count = req.result
                .transaction('devices')
                .objectStore('devices')
                .count(IDBKeyRange.bound([systemId, ''], [systemId, '\uffff']));
              count.onsuccess = () => resolve(count.result);
              count.onerror = () => resolve(-1);
            };
            req.onerror = () => resolve(-1);
          }),
        system.systemId,
      );
      console.log(
        `\n== load ${load}, ${system.sensors.length} sensors: rows ${rows}, nodes ${m.Nodes}, layouts ${m.LayoutCount}, ` +
          `style recalcs ${m.RecalcStyleCount}, task ${Math.round((m.TaskDuration ?? 0) * 1000)} ms, script ${Math.round(
            (m.ScriptDuration ?? 0) * 1000,
          )} ms, heap ${Math.round((m.JSHeapUsedSize ?? 0) / 1e6)} MB, cached records ${cached}`,
      );
      console.log('   documents: ' + [...docs].map(([k, v]) => `${k} ${v}`).join(', '));
      console.log(
        '   requests: ' +
          [...requests]
            .filter(([k]) => !k.includes('/assets/'))
            .map(([k, v]) => `${k} ×${v.count}`)
            .join(', '),
      );
      await page.close();
    }
  }
} finally {
  await context.close();
  await client.close();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(0);
