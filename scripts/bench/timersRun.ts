// Runs inside the emulators (started by scripts/bench.ts with NEURON_METER=1, for
// `npm run bench -- timers`): how late the exact timers fire (docs/PIPELINE.md, "Exact timers")
// and what a gateway's report costs per post. Prints `RESULT <name> <json>` lines, which
// scripts/bench/timersReport.ts turns into docs/benchmarks.md. The function runs and METER lines
// of a phase are counted here, in the emulators' log file of this run (NEURON_EMULATOR_LOG).
import { ONLINE_WINDOW_MS } from '@neuron/shared';
import { readFileSync, statSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../demo/demoData.js';
import { seedDemo } from '../demo/seed.js';
import { functionsSettled } from '../functionActivity.js';
import { PROJECT_ID, functionUrl } from '../ports.js';

const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
const gateway = DEMO_GATEWAYS[0]; // GW-2001 hears S-1001…S-1004
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const ROUNDS = 8;
const DELAY_S = 5;
/** How far ahead of its post a measured offline deadline falls (inside the timer's wait). */
const OFFLINE_AHEAD_MS = 5_000;
const REPORT = { status: 1, rssi: -71, firmware: '2.3.1' };
const result = (name: string, value: unknown) => console.log(`RESULT ${name} ${JSON.stringify(value)}`);

async function post(body: Record<string, unknown>): Promise<void> {
  const res = await fetch(functionUrl('ingest'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${gateway.key}` },
    body: JSON.stringify({ gatewaySn: gateway.sn, ...body }),
  });
  await res.arrayBuffer();
  if (res.status !== 202) throw new Error(`ingest answered ${res.status}`);
}

/** Posts one sample and waits until the device shows it. */
async function sample(sn: string, time: number, rawValues: number[], extra: Record<string, unknown> = {}) {
  await post({ samples: [{ sn, time, rawValues }], ...extra });
  const ref = db.doc(`${systemPath}/devices/${sn}`);
  for (let tries = 0; (await ref.get()).get('sample.time') !== time; tries++) {
    if (tries > 1200) throw new Error(`sample of ${sn} never arrived`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** When a document was created (the Firestore emulator's clock), once it exists. */
async function createdAt(path: string, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snap = await db.doc(path).get();
    if (snap.exists) return snap.createTime!.toMillis();
    if (Date.now() > deadline) throw new Error(`${path} never written`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const LOG = process.env.NEURON_EMULATOR_LOG;
const logSize = () => (LOG ? statSync(LOG).size : 0);

/** Function runs, reads and writes the emulators logged since `from` (a byte offset of the log). */
function countedSince(from: number): { runs: number; reads: number; writes: number } {
  const text = LOG ? readFileSync(LOG).subarray(from).toString('utf8') : '';
  let [runs, reads, writes] = [0, 0, 0];
  for (const line of text.split('\n')) {
    if (/Beginning execution of "/.test(line)) runs++;
    const m = /METER fn=\w+ samples=\d+ reads=(\d+) writes=(\d+)/.exec(line);
    if (m) [reads, writes] = [reads + Number(m[1]), writes + Number(m[2])];
  }
  return { runs, reads, writes };
}

await seedDemo();
await functionsSettled({ quietMs: 2000, timeoutMs: 180_000 });

// Delayed alarms: S-1002 (soil, value = 0.05 × raw − 2) above 30 % for DELAY_S seconds, each round
// a value in range (18 %), then one above (43 %) with no sample after it: the timer raises it.
const ruleId = 'bench-delay';
await sample('S-1002', Date.now(), [400]);
await db.doc(`${systemPath}/eventRules/${ruleId}`).set({
  name: 'Bench delay',
  kind: 'threshold',
  enabled: true,
  devices: ['S-1002'],
  channels: [],
  op: 'gt',
  threshold: 30,
  delaySec: DELAY_S,
  state: {},
});
await functionsSettled({ quietMs: 1000, timeoutMs: 60_000 });
const alarmLate: number[] = [];
// Round 0 warms up (the timer function's worker, the rules' cache) and is not counted.
for (let i = 0; i <= ROUNDS; i++) {
  await sample('S-1002', Date.now(), [400]);
  const since = Date.now();
  await sample('S-1002', since, [900]);
  const due = since + DELAY_S * 1000;
  const late = (await createdAt(`${systemPath}/events/${ruleId}_S-1002_alarm_${since}`)) - due;
  if (i > 0) alarmLate.push(late);
}
await db.doc(`${systemPath}/eventRules/${ruleId}`).update({ enabled: false });
result('timers-alarm', { late: alarmLate });

// Offline deadlines: S-1003 (never sampled) posted a sample OFFLINE_AHEAD_MS short of the online
// window, so it comes online with its deadline just ahead; its timer takes it offline.
const offlineLate: number[] = [];
for (let i = 0; i <= ROUNDS; i++) {
  const seen = Date.now() - ONLINE_WINDOW_MS + OFFLINE_AHEAD_MS;
  await sample('S-1003', seen, [0]);
  const due = seen + ONLINE_WINDOW_MS + 1;
  const late = (await createdAt(`${systemPath}/events/offline_S-1003_${seen}`)) - due;
  if (i > 0) offlineLate.push(late);
}
result('timers-offline', { late: offlineLate });

// Writes per post: S-1004 posted one sample per request, without a gateway report, then with the
// same report each time (after one that writes it), then the report alone (a heartbeat).
const POSTS = 10;
let clock = Date.now() - 60_000;
await sample('S-1004', (clock += 1000), [500], { gateway: REPORT });
await functionsSettled({ quietMs: 1000, timeoutMs: 60_000 });
for (const [name, withSample, withReport] of [
  ['report-none', true, false],
  ['report-same', true, true],
  ['report-only', false, true],
] as const) {
  const from = logSize();
  for (let i = 0; i < POSTS; i++) {
    const report = withReport ? { gateway: REPORT } : {};
    if (withSample) await sample('S-1004', (clock += 1000), [500 + (i % 3)], report);
    else await post(report);
  }
  await functionsSettled({ quietMs: 1000, timeoutMs: 60_000 });
  result(name, { posts: POSTS, ...countedSince(from) });
}
process.exit(0);
