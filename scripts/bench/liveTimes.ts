/// <reference lib="dom" />
// page.evaluate callbacks below run in the page (DOM types), the rest in Node.
import type { CDPSession, Page } from 'playwright-core';
import type { Firestore } from 'firebase-admin/firestore';
import { displayValues } from '@neuron/shared';
import { LARGE_SENSOR_CONFIG, type LargeSystem } from '../demo/largeSystem.js';
import { setTriggers } from '../functionTriggers.js';
import { firestoreQuiet } from './firestoreQuiet.js';
import { functionUrl } from '../ports.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** The p-th percentile by nearest rank: the smallest value with at least p % of them at or below it. */
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)];
};

/** Opens the system from the systems list (a client-side navigation) until its first row shows; ms. */
async function openOnce(page: Page, system: LargeSystem): Promise<number> {
  await page.getByRole('link', { name: new RegExp(`Load test ${system.sensors.length} sensors`) }).waitFor();
  const ms = await page.evaluate(
    async ([name, first]) => {
      const link = Array.from(document.querySelectorAll('a')).find((a) => a.textContent?.includes(name));
      if (!link) throw new Error(`no link to ${name}`);
      const t0 = performance.now();
      link.click();
      const shown = () => document.querySelector(`tbody tr[data-sn="${first}"]`);
      while (!shown()) await new Promise((r) => requestAnimationFrame(r));
      return performance.now() - t0;
    },
    [`Load test ${system.sensors.length} sensors`, system.sensors[0]] as const,
  );
  await page.goBack();
  return ms;
}

/** Resolves when the values cell of `sn` changes, with the page's wall-clock time of the change. */
async function watchCell(page: Page, sn: string): Promise<void> {
  await page.evaluate((sn) => {
    const w = window as unknown as { changedAt?: number };
    w.changedAt = undefined;
    const cell = document.querySelector(`[data-testid="values-${sn}"]`);
    if (!cell) throw new Error(`no row for ${sn}`);
    const before = cell.textContent;
    const observer = new MutationObserver(() => {
      const now = document.querySelector(`[data-testid="values-${sn}"]`);
      if (now?.textContent === before) return;
      w.changedAt = Date.now();
      observer.disconnect();
    });
    observer.observe(cell.closest('tbody')!, { subtree: true, childList: true, characterData: true });
  }, sn);
}

const SCREEN_WAIT_MS = 30_000;

async function changedAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { changedAt?: number }).changedAt, null, {
    timeout: SCREEN_WAIT_MS,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
}

const taskSeconds = async (cdp: CDPSession) =>
  ((await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }).metrics.find(
    (m) => m.name === 'TaskDuration',
  )?.value ?? 0;

/** One live update of `sn`'s device document → its values cell changed: latency and main-thread seconds. */
async function updateOnce(page: Page, cdp: CDPSession, db: Firestore, system: LargeSystem, raw: number) {
  const sn = system.sensors[0];
  await watchCell(page, sn);
  const before = await taskSeconds(cdp);
  const t0 = Date.now();
  await db
    .doc(`system/${system.systemId}/devices/${sn}`)
    // The sample and the display the sample path stores with it: the row renders the display.
    .update({
      'sample.rawValues': [raw],
      'sample.values': [raw / 10],
      'sample.time': t0,
      'state.display': displayValues(LARGE_SENSOR_CONFIG, { time: t0, rawValues: [raw], values: [raw / 10] }).map(
        (d) => d.text,
      ),
    });
  const wroteMs = Date.now() - t0;
  const ms = (await changedAt(page)) - t0;
  await page.waitForTimeout(400); // let the update's trailing work finish before reading the counter
  return { ms, wroteMs, cpuSeconds: (await taskSeconds(cdp)) - before };
}

/**
 * Open time (median of 5) and live update time and main-thread time (median of 10 writes of one
 * device document, triggers paused so one write is one update) of each system. The systems take
 * turns (one open of each, then two updates on each page in turn), so a change in the shared
 * machine's load during the run falls on all of them alike and their ratio stays fair.
 */
export async function measureSystems(
  page: Page,
  cdp: CDPSession,
  db: Firestore,
  baseUrl: string,
  systems: readonly LargeSystem[],
) {
  const opens = systems.map(() => [] as number[]);
  const updates = systems.map(() => [] as number[]);
  const cpu = systems.map(() => [] as number[]);
  await page.goto(`${baseUrl}/systems`);
  for (let round = 0; round < 5; round++) {
    for (const [k, system] of systems.entries()) opens[k].push(await openOnce(page, system));
  }
  // A page left by a navigation while its reads are in flight leaves them on the emulator as
  // listeners of an abandoned channel, evaluated on every later write to the collection (measured:
  // 0.8–1.3 s a write at 10,000 sensors for minutes after: docs/LARGE_SYSTEMS.md). No page is
  // left so here: each navigation away waits until the page has asked Firestore nothing for 1.5 s.
  await firestoreQuiet(page);
  await setTriggers(false);
  try {
    for (let round = 0; round < 5; round++) {
      for (const [k, system] of systems.entries()) {
        await page.goto(`${baseUrl}/systems/${system.systemId}`);
        await page.getByTestId(`values-${system.sensors[0]}`).waitFor();
        // The server's list has come (the rows showed the cached one first): its reading is part
        // of opening the page, not of the update measured next.
        await page.locator('[data-source="server"]').first().waitFor({ timeout: SCREEN_WAIT_MS });
        // The rows' listeners start a few at a time after the first render, and the open's reads
        // (the gateway row's sensors, the rows' radio health) follow: the update is measured once
        // the page has asked Firestore nothing more for 1.5 s (at least the 1 s waited before).
        await page.waitForTimeout(1000);
        await firestoreQuiet(page);
        for (let i = 0; i < 2; i++) {
          const { ms, wroteMs, cpuSeconds } = await updateOnce(
            page,
            cdp,
            db,
            system,
            300 + round * 2 + i + (i % 2) * 50,
          );
          updates[k].push(ms);
          console.log(
            `  update at ${system.sensors.length} sensors: ${ms} ms (the write ${wroteMs} ms), ` +
              `main thread ${Math.round(cpuSeconds * 1000)} ms`,
          );
          cpu[k].push(cpuSeconds);
        }
        await firestoreQuiet(page);
      }
    }
  } finally {
    await setTriggers(true);
  }
  return systems.map((_, k) => ({
    openMs: Math.round(median(opens[k])),
    updateMs: Math.round(median(updates[k])),
    updateCpuMs: Math.round(median(cpu[k]) * 1000),
  }));
}

/** Posts `count` samples for one sensor through /ingest and times each until its value is on screen. */
export async function measureSampleToScreen(page: Page, baseUrl: string, system: LargeSystem, count = 40) {
  await page.goto(`${baseUrl}/systems/${system.systemId}`);
  const sn = system.sensors[0];
  await page.getByTestId(`values-${sn}`).waitFor();
  const post = async (value: number) => {
    const time = Date.now();
    const res = await fetch(functionUrl('ingest'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${system.gatewayKey}` },
      body: JSON.stringify({ gatewaySn: system.gatewaySn, samples: [{ sn, time, rawValues: [value], rssi: -60 }] }),
    });
    if (res.status !== 202) throw new Error(`ingest answered ${res.status}: ${await res.text()}`);
    return time;
  };
  // Untimed: the first post starts the ingest and store functions' workers (the emulator starts
  // one per function on first use, seconds), which is not what a gateway posting every minute sees.
  await watchCell(page, sn);
  await post(399);
  await changedAt(page).catch(() => undefined);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    await watchCell(page, sn);
    const t0 = await post(400 + i);
    // A sample that never shows counts as the wait (30 s), so it shows in p95 instead of ending the run.
    times.push(
      await changedAt(page).then(
        (at) => at - t0,
        () => SCREEN_WAIT_MS,
      ),
    );
  }
  const missing = times.filter((t) => t === SCREEN_WAIT_MS).length;
  console.log(`  sample → screen (ms, in order): ${times.join(' ')}`);
  return { p50: Math.round(pct(times, 50)), p95: Math.round(pct(times, 95)), count, missing };
}
