// Runs inside the emulators (started by scripts/bench.ts with NEURON_METER=1, for
// `npm run bench -- timers`): how late the exact timers fire on the local stack, whose task queue
// holds each timer until its due time (scripts/localClock/holdTasks.mjs;
// docs/CONFIG_EDITS_AND_TIMERS.md, "Exact timers"), with the scheduled functions running at their
// cadence meanwhile (the stack's scheduler, scripts/localClock/scheduler.ts, as `npm start` runs
// it), and what a gateway's report costs per post (the scheduler off again, so no sweep is counted
// in it). Prints `RESULT <name> <json>`
// lines, which scripts/bench/timersReport.ts turns into docs/benchmarks.md. The function runs and
// METER lines of a phase are counted here, in the emulators' log file of this run (NEURON_EMULATOR_LOG).
import { ONLINE_WINDOW_MS } from '@neuron/shared';
import { readFileSync, statSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../demo/demoData.js';
import { seedDemo } from '../demo/seed.js';
import { functionsSettled } from '../functionActivity.js';
import { startScheduler } from '../localClock/scheduler.js';
import { PROJECT_ID, functionUrl, ports } from '../ports.js';

const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
const gateway = DEMO_GATEWAYS[0]; // GW-2001 hears S-1001…S-1004
const systemPath = `system/${DEMO_SYSTEM_ID}`;
/** How far off the measured timers fall due when they are set, and how many of each. */
export const TIMER_LENGTHS_S = [30, 120, 600] as const;
const RUNS = Number(process.env.TIMER_RUNS ?? 20);
/** Between two runs' posts: the timers of one length fall due apart, not all at once. */
const SPREAD_MS = 6_000;
const REPORT = { status: 1, rssi: -71, firmware: '2.3.1' };
const result = (name: string, value: unknown) => console.log(`RESULT ${name} ${JSON.stringify(value)}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
    if (tries > 2400) throw new Error(`sample of ${sn} never arrived`);
    await sleep(25);
  }
}

/** When a document was created (the Firestore emulator's clock), once it exists. */
async function createdAt(path: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snap = await db.doc(path).get();
    if (snap.exists) return snap.createTime!.toMillis();
    if (Date.now() > deadline) throw new Error(`${path} never written`);
    await sleep(100);
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

// The bench's own sensors (heard through GW-2001), one per timer: B-off-<s>-<run> for an offline
// deadline, B-del-<s>-<run> for a rule's delay, each a plain sensor (value = raw).
const sensorSn = (kind: 'off' | 'del', seconds: number, run: number) => `B-${kind}-${seconds}-${run}`;
const sensors = TIMER_LENGTHS_S.flatMap((s) =>
  Array.from({ length: RUNS + 1 }, (_, run) => [sensorSn('off', s, run), sensorSn('del', s, run)]),
).flat();
for (const sn of sensors) {
  await db.doc(`${systemPath}/devices/${sn}`).set({
    sn,
    alias: sn,
    type: 'SENSOR',
    tags: ['bench'],
    labels: [],
    config: { pv: 0 },
    sample: null,
  });
}
// A delay rule per timer: above 50 for that long, with no sample after it, raises an alarm. One
// rule per sensor, since samples of other sensors on one rule contend for its document (its
// per-device state) while a timer judges it: that is the rule's cost, not the timer's.
const ruleOf = (seconds: number, run: number) => `bench-delay-${seconds}-${run}`;
for (const seconds of TIMER_LENGTHS_S) {
  for (let run = 0; run <= RUNS; run++) {
    await db.doc(`${systemPath}/eventRules/${ruleOf(seconds, run)}`).set({
      name: `Bench delay ${seconds} s #${run}`,
      kind: 'threshold',
      enabled: true,
      devices: [sensorSn('del', seconds, run)],
      channels: [],
      op: 'gt',
      threshold: 50,
      delaySec: seconds,
      state: {},
    });
  }
}
// The new devices' and rules' triggers (a rule's re-judges its device) run out before any timer is
// set: a quiet spell long enough that none is still on its way to the functions emulator.
await functionsSettled({ quietMs: 5000, timeoutMs: 180_000 });

interface Pending {
  key: string;
  path: string;
  due: number;
}

/** Sets an offline deadline `seconds` from now (or at `due`): a first sample that much short of the online window. */
async function offlineTimer(seconds: number, run: number, due = Date.now() + seconds * 1000): Promise<Pending> {
  const sn = sensorSn('off', seconds, run);
  const seen = due - ONLINE_WINDOW_MS - 1;
  await sample(sn, seen, [10]);
  return {
    key: `timers-offline-${seconds}`,
    path: `${systemPath}/events/offline_${sn}_${seen}`,
    due: seen + ONLINE_WINDOW_MS + 1,
  };
}

/** Starts a rule's delay of `seconds` (falling due at `due`): a first sample above the threshold, none after it. */
async function delayTimer(seconds: number, run: number, due = Date.now() + seconds * 1000): Promise<Pending> {
  const sn = sensorSn('del', seconds, run);
  const since = due - seconds * 1000;
  await sample(sn, since, [90]);
  return {
    key: `timers-delay-${seconds}`,
    path: `${systemPath}/events/${ruleOf(seconds, run)}_${sn}_alarm_${since}`,
    due: since + seconds * 1000,
  };
}

const scheduler = startScheduler({
  origin: `http://127.0.0.1:${ports().functions}`,
  log: () => undefined,
  warn: (line) => console.error(line),
});
// Run 0 of the shortest length warms up and is not counted: one timer of each kind, falling due at
// the same moment, so the timer function's two workers are started (two timers due within a run
// of each other need two), and the rules' cache is read; then the runs of every length, RUNS of
// each, SPREAD_MS apart.
const warmDue = Date.now() + TIMER_LENGTHS_S[0] * 1000 + 5_000;
const warmUp = [await offlineTimer(TIMER_LENGTHS_S[0], 0, warmDue), await delayTimer(TIMER_LENGTHS_S[0], 0, warmDue)];
await Promise.all(warmUp.map((p) => createdAt(p.path, TIMER_LENGTHS_S[0] * 1000 + 120_000)));
const pending: Pending[] = [];
for (let run = 1; run <= RUNS; run++) {
  const started = Date.now();
  for (const seconds of TIMER_LENGTHS_S) {
    pending.push(await offlineTimer(seconds, run));
    pending.push(await delayTimer(seconds, run));
  }
  await sleep(Math.max(0, SPREAD_MS - (Date.now() - started)));
}
const late = new Map<string, number[]>();
for (const p of pending) {
  const at = await createdAt(p.path, Math.max(0, p.due - Date.now()) + 180_000);
  late.set(p.key, [...(late.get(p.key) ?? []), at - p.due]);
}
for (const [key, values] of late) result(key, { late: values });
await scheduler.stop();
result('timers-scheduled', { runs: scheduler.runs.map((r) => [r.name, r.outcome]) });
for (const seconds of TIMER_LENGTHS_S) {
  for (let run = 0; run <= RUNS; run++) {
    await db.doc(`${systemPath}/eventRules/${ruleOf(seconds, run)}`).update({ enabled: false });
  }
}
await functionsSettled({ quietMs: 1000, timeoutMs: 120_000 });

// Writes per post: S-1004 posted one sample per request, without a gateway report, then with the
// same report each time (after one that writes it), then with its rssi moving a dB a post within
// its bars (as an LTE gateway's does), then the report alone (a heartbeat). Each sample is
// measured a moment before its post, as a gateway posts what it has just heard.
const POSTS = 10;
await sample('S-1004', Date.now() - 1_000, [500], { gateway: REPORT });
await functionsSettled({ quietMs: 1000, timeoutMs: 60_000 });
for (const [name, withSample, withReport] of [
  ['report-none', true, 'none'],
  ['report-same', true, 'same'],
  ['report-moving', true, 'moving'],
  ['report-only', false, 'same'],
] as const) {
  const from = logSize();
  for (let i = 0; i < POSTS; i++) {
    const report =
      withReport === 'none' ? {} : { gateway: withReport === 'same' ? REPORT : { ...REPORT, rssi: -72 - (i % 4) } };
    if (withSample) await sample('S-1004', Date.now() - 1_000, [500 + (i % 3)], report);
    else await post(report);
  }
  await functionsSettled({ quietMs: 1000, timeoutMs: 60_000 });
  result(name, { posts: POSTS, ...countedSince(from) });
}
process.exit(0);
