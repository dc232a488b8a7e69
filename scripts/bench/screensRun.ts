// Runs inside `firebase emulators:exec` (`npm run bench -- screens`, scripts/bench.ts): seeds the
// demo with a month of five-minute history on one sensor and a month of events, serves the
// client's production build (what `npm start` serves) and times, in headless Chromium, the chart
// opens at 24 h, 7 d and 30 d and the events page (scripts/bench/screenTimes.ts), 5 runs each.
// Prints one line `BENCH-SCREENS <json>` for bench.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { chromium } from 'playwright-core';
import { DEMO_SENSORS, DEMO_SYSTEM_ID, DEMO_USER } from '../demo/demoData.js';
import { seedDemo } from '../demo/seed.js';
import { seedDemoHistory } from '../demo/seedHistory.js';
import { functionsSettled } from '../functionActivity.js';
import { PROJECT_ID } from '../ports.js';
import { serveProductionClient } from './clientServer.js';
import { setTriggers } from '../functionTriggers.js';
import { measureScreens } from './screenTimes.js';
import { CHROMIUM_FLAGS } from '../chromiumFlags.js';

/** The sensor whose chart is opened: a month of history, two values (two charts). */
const SENSOR = 'S-1001';
const HISTORY_DAYS = 30;
/** Events seeded over the month: an alarm and its clearing a few times a day, as a busy system has. */
const EVENTS = 400;

const DAY = 86_400_000;

/** A month of alarms and clearings on the demo sensors (triggers paused: no deliveries). */
async function seedEvents(db: Firestore, now: number): Promise<void> {
  const writer = db.bulkWriter();
  for (let i = 0; i < EVENTS; i++) {
    const sn = DEMO_SENSORS[i % DEMO_SENSORS.length].sn;
    const time = now - Math.round(((i + 1) * HISTORY_DAYS * DAY) / (EVENTS + 1));
    const cleared = i % 2 === 1;
    void writer.set(db.doc(`system/${DEMO_SYSTEM_ID}/events/bench-${String(i).padStart(4, '0')}`), {
      time,
      kind: cleared ? 'alarm_cleared' : 'alarm',
      deviceSn: sn,
      ruleId: null,
      value: 20 + (i % 7),
      text: cleared ? `Bench alarm on ${sn} cleared` : `Bench alarm on ${sn}`,
      acknowledgedBy: cleared ? null : 'bench',
      acknowledgedAt: cleared ? null : time + 60_000,
      createdBy: null,
    });
  }
  await writer.close();
}

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
await seedDemo();
await functionsSettled({ quietMs: 2000, timeoutMs: 120_000 });
const now = Date.now();
await setTriggers(false);
let samples = 0;
try {
  samples = await seedDemoHistory(db, now, { days: HISTORY_DAYS, only: [SENSOR] });
  await seedEvents(db, now);
} finally {
  await setTriggers(true);
}
console.log(`Seeded ${samples} samples (${HISTORY_DAYS} days) of ${SENSOR} and ${EVENTS} events.`);
const client = await serveProductionClient();
const profile = mkdtempSync(join(tmpdir(), 'neuron-bench-chrome-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_FLAGS,
  viewport: { width: 1280, height: 800 },
});
// tsx names functions with a __name helper that page.evaluate callbacks do not carry along.
await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${client.url}/login`);
  await page.getByLabel('E-mail').fill(DEMO_USER.email);
  await page.getByLabel('Password').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/systems$/);
  // The machine's load (1-minute average) around the runs: shared machines swing the times.
  const loadBefore = loadavg()[0];
  const runs = await measureScreens(page, `${client.url}/systems/${DEMO_SYSTEM_ID}`, SENSOR);
  const load = [loadBefore, loadavg()[0]].map((l) => Math.round(l * 10) / 10);
  console.log(`BENCH-SCREENS ${JSON.stringify({ samples, events: EVENTS, days: HISTORY_DAYS, runs, load })}`);
} finally {
  await context.close();
  await client.close();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(0);
