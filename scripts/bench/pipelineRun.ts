// Runs inside `firebase emulators:exec` (started by scripts/bench.ts with NEURON_METER=1): drives
// the pipeline and prints `PHASE <name> start|end` markers and `RESULT <name> <json>` lines. The
// outer script counts the function runs and METER lines the emulators log between the markers.
// PIPELINE_PART=cost runs the cost and burst phases (with the meter on), PIPELINE_PART=throughput
// the throughput comparisons (in emulators of their own, the meter off: its log lines cost the
// emulator's log handling, which the reference chains do not pay); neither set runs both.
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { DEMO_GATEWAYS, DEMO_SENSORS, DEMO_SYSTEM_ID, DEMO_VIRTUALS } from '../demo/demoData.js';
import { seedLargeSystem } from '../demo/largeSystem.js';
import { seedDemo } from '../demo/seed.js';
import { functionsSettled } from '../functionActivity.js';
import { PROJECT_ID, functionUrl, ports } from '../ports.js';
import { cpuSecondsByPart, cpuSpent } from './processCpu.js';

const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const phase = (name: string, what: 'start' | 'end') => console.log(`PHASE ${name} ${what}`);
const result = (name: string, value: unknown) => console.log(`RESULT ${name} ${JSON.stringify(value)}`);
const gatewayOf = (sn: string) => DEMO_GATEWAYS.find((g) => g.sn === DEMO_SENSORS.find((s) => s.sn === sn)?.gateway)!;
const rawFor = (sn: string, i: number) =>
  sn === 'S-1001' ? [200 + (i % 7), 600] : sn === 'S-1003' ? [0] : [500 + (i % 11) * 10];

async function post(sn: string, samples: { time: number; rawValues: number[] }[], url = functionUrl('ingest')) {
  const gw = gatewayOf(sn);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${gw.key}` },
    body: JSON.stringify({ gatewaySn: gw.sn, samples: samples.map((s) => ({ sn, ...s, rssi: -80 })) }),
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * Waits until the functions emulator has run nothing for 2 s: on a slow machine the reference
 * chains' warm-up runs (each a worker process to start) went on well past a fixed pause, into the
 * pipeline's timed phase.
 */
const functionsIdle = () => functionsSettled({ quietMs: 2000, timeoutMs: 180_000 });

/**
 * Prints the CPU seconds each emulator part spent since `before`, once the functions emulator has
 * finished the runs the posts started (not later: the bench's own checks and pauses would count).
 */
async function cpuOf(name: string, before: Record<string, number>): Promise<void> {
  await functionsSettled({ quietMs: 300, timeoutMs: 120_000 });
  console.log(`CPU ${name} ${JSON.stringify(cpuSpent(before, cpuSecondsByPart()))}`);
}

const count = async (sn: string, systemId = DEMO_SYSTEM_ID) =>
  (await db.collection(`system/${systemId}/devices/${sn}/samples`).count().get()).data().count;
/** Sensors of the fleet system the throughput phases post to. */
const FLEET_SIZE = 104;
async function waitForCount(sn: string, n: number, timeoutMs = 240_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let c = await count(sn);
  while (c < n && Date.now() < deadline) {
    await sleep(250);
    c = await count(sn);
  }
  return c;
}

async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

let clock = Date.now() - 3 * 3_600_000; // sample times: increasing, in the past, never reused
const nextTimes = (n: number, stepMs = 1000) => Array.from({ length: n }, () => (clock += stepMs));

const part = process.env.PIPELINE_PART;
if (part !== 'throughput') {
  await seedDemo();
  // Warm-up: each demo sensor posted until its samples are stored, so every function instance and
  // cache that steady state relies on is loaded before anything is counted.
  for (const s of DEMO_SENSORS) {
    const before = await count(s.sn);
    for (const t of nextTimes(3)) await post(s.sn, [{ time: t, rawValues: rawFor(s.sn, 0) }]);
    await waitForCount(s.sn, before + 3);
  }
  await sleep(3000);
  // The seed's own trigger runs (system, rules, gateway infos) start workers of their own and may
  // still be coming: the warm-up through one function is quick enough to end before they do.
  await functionsIdle();

  // 1. Cost per steady-state sample: each demo sensor posted one sample per request, each post
  // once the previous one is stored (so one warm instance of each function serves them), with
  // values that change no alarm state (steady state: no event to raise or deliver).
  const PER_SENSOR = 10;
  for (const s of DEMO_SENSORS) {
    const virtuals = DEMO_VIRTUALS.filter((v) => v.config.inputs?.includes(s.sn)).map((v) => v.sn);
    const [before, vBefore] = [await count(s.sn), await Promise.all(virtuals.map((v) => count(v)))];
    phase(`cost-${s.sn}`, 'start');
    for (const [i, time] of nextTimes(PER_SENSOR, 5000).entries()) {
      await post(s.sn, [{ time, rawValues: rawFor(s.sn, i + 1) }]);
      await waitForCount(s.sn, before + i + 1);
    }
    await sleep(2500);
    phase(`cost-${s.sn}`, 'end');
    const vAfter = await Promise.all(virtuals.map((v) => count(v)));
    result(`cost-${s.sn}`, {
      posted: PER_SENSOR,
      stored: (await count(s.sn)) - before,
      virtualStored: vAfter.reduce((a, b, i) => a + b - vBefore[i], 0),
    });
  }

  // 2. The burst: 1,000 single-sample posts for ONE sensor, 20 at a time: the worst case for the
  // sensor's device and rollup documents. What counts is that nothing accepted is lost.
  {
    const sn = 'S-1002';
    const before = await count(sn);
    const times = nextTimes(1000, 200);
    let accepted = 0;
    phase('burst', 'start');
    const started = performance.now();
    await inParallel(times, 20, async (time) => {
      if ((await post(sn, [{ time, rawValues: [700] }])) === 202) accepted++;
    });
    const stored = (await waitForCount(sn, before + accepted, 300_000)) - before;
    const seconds = (performance.now() - started) / 1000;
    phase('burst', 'end');
    result('burst', { posted: times.length, accepted, stored, lost: accepted - stored, seconds });
  }
}
if (part === 'cost') process.exit(0);

// The throughput phases post for a fleet: many sensors of one system, the way gateways do
// (a backlog goes one batch at a time per gateway; many gateways post at once). Each side of a
// comparison is warmed up first, so neither pays for starting function instances.
const fleet = await seedLargeSystem('bench-fleet', FLEET_SIZE);
// The fleet's sample times follow its seeding (whose devices hold a sample of that moment), a
// millisecond apart, so each is newer than what its device shows: steady state, device written.
let fleetClock = Date.now();
const fleetTimes = (n: number) => Array.from({ length: n }, () => ++fleetClock);
/** Posts like a gateway: a 5xx (the emulator failing to start a function instance) is posted again. */
const fleetPost = async (sn: string, samples: { time: number; rawValues: number[] }[]) => {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(functionUrl('ingest'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fleet.gatewayKey}` },
      body: JSON.stringify({ gatewaySn: fleet.gatewaySn, samples: samples.map((x) => ({ sn, ...x, rssi: -70 })) }),
    });
    await res.arrayBuffer();
    if (res.status === 202) return;
    if (res.status < 500 || attempt >= 5) throw new Error(`ingest answered ${res.status}`);
    reposted++;
    await sleep(500 * attempt);
  }
};
let reposted = 0;
const fleetCount = (sn: string) => count(sn, 'bench-fleet');
/** Waits until each fleet sensor's history holds at least `targets[i]` samples. */
const fleetStored = async (sns: readonly string[], targets: readonly number[], timeoutMs = 300_000) => {
  const deadline = Date.now() + timeoutMs;
  for (const [i, sn] of sns.entries())
    while ((await fleetCount(sn)) < targets[i] && Date.now() < deadline) await sleep(200);
};
{
  // Warm-up of the reference chains first: their first runs each start a worker process, take
  // longer than Pub/Sub's ack deadline on a slow machine, and are delivered again (the Pub/Sub
  // emulator re-sends) well after a pause of 20 s; started first, those late runs fall in the
  // fleet's warm-up, not in a timed phase.
  for (const chain of ['benchEmptyIngest', 'benchIoIngest']) {
    await inParallel(
      Array.from({ length: 40 }, (_, i) => i),
      20,
      async () => void (await fetch(functionUrl(chain, ports()), { method: 'POST' })).arrayBuffer(),
    );
  }
  // Warm-up: a sample for every fleet sensor (its first state), 20 at a time, until stored.
  await inParallel(fleet.sensors, 20, async (sn) => fleetPost(sn, [{ time: fleetTimes(1)[0], rawValues: [200] }]));
  await fleetStored(
    fleet.sensors,
    fleet.sensors.map(() => 1),
  );
  // Let the chains' subscriber runs finish before anything is timed.
  await sleep(20_000);
  await functionsIdle();
}

// 3. Posted 50 per request (4 gateways' backlogs at a time, each its own sensor) vs plain Admin
// SDK batches of the same shape (50 history documents, the device, the day rollup), side by side.
{
  const streams = fleet.sensors.slice(0, 4);
  // 25 batches a stream: the pipeline side lasts several seconds, so its first and last batch's
  // latency (ingest → topic → store) is a small share of the time measured.
  const BATCHES = 25;
  const plan = streams.flatMap((sn) => Array.from({ length: BATCHES }, () => ({ sn, times: fleetTimes(50) })));
  const perStream = (sn: string) => plan.filter((p) => p.sn === sn);
  const before = await Promise.all(streams.map(fleetCount));
  await functionsIdle();
  phase('batch50-pipeline', 'start');
  let started = performance.now();
  await Promise.all(
    streams.map(async (sn) => {
      for (const { times } of perStream(sn))
        await fleetPost(
          sn,
          times.map((time, i) => ({ time, rawValues: [500 + i] })),
        );
    }),
  );
  await fleetStored(
    streams,
    before.map((b) => b + BATCHES * 50),
  );
  const pipelineSeconds = (performance.now() - started) / 1000;
  phase('batch50-pipeline', 'end');
  const stored = (await Promise.all(streams.map(fleetCount))).reduce((a, c, i) => a + c - before[i], 0);
  phase('batch50-admin', 'start');
  started = performance.now();
  await Promise.all(
    streams.map(async (sn, k) => {
      const device = db.doc(`system/bench-admin/devices/B-${k}`);
      for (const { times } of perStream(sn)) {
        const batch = db.batch();
        for (const [i, time] of times.entries()) {
          batch.set(db.doc(`${device.path}/samples/${time}`), {
            time,
            values: [500 + i],
            rawValues: [500 + i],
            rssi: -80,
          });
        }
        const last = times[times.length - 1];
        batch.set(device, { type: 'SENSOR', sn: device.id, sample: { time: last, values: [500] } }, { merge: true });
        batch.set(
          db.doc(`${device.path}/rollups/${new Date(last).toISOString().slice(0, 10)}`),
          { samples: { n: FieldValue.increment(times.length) } },
          { merge: true },
        );
        await batch.commit();
      }
    }),
  );
  const adminSeconds = (performance.now() - started) / 1000;
  phase('batch50-admin', 'end');
  result('batch50', { samples: plan.length * 50, stored, pipelineSeconds, adminSeconds });
}

// 4. Posted one per request (20 at a time, each post a sample of another fleet sensor) vs an
// empty chain of the same shape (HTTP → topic → a subscriber that does nothing), side by side.
// The outer script times the empty chain's runs.
{
  // 6 rounds (600 posts over the fleet's 100 other sensors): the empty chain's side lasts seconds, not one.
  const ROUNDS = 6;
  const sensors = fleet.sensors.slice(4);
  const posts = Array.from({ length: ROUNDS }, () => sensors).flat();
  const before = await Promise.all(sensors.map(fleetCount));
  await functionsIdle();
  phase('single-pipeline', 'start');
  let cpu = cpuSecondsByPart();
  const started = performance.now();
  await inParallel(posts, 20, async (sn) => fleetPost(sn, [{ time: fleetTimes(1)[0], rawValues: [600] }]));
  await cpuOf('single-pipeline', cpu);
  await fleetStored(
    sensors,
    before.map((b) => b + ROUNDS),
  );
  const pipelineSeconds = (performance.now() - started) / 1000;
  phase('single-pipeline', 'end');
  const stored = (await Promise.all(sensors.map(fleetCount))).reduce((a, c, i) => a + c - before[i], 0);
  phase('empty-chain', 'start');
  cpu = cpuSecondsByPart();
  await inParallel(posts, 20, async () => {
    await (await fetch(functionUrl('benchEmptyIngest', ports()), { method: 'POST' })).arrayBuffer();
  });
  await cpuOf('empty-chain', cpu);
  // The subscriber's runs are in the emulator's log; give them time to finish.
  await sleep(20_000);
  phase('empty-chain', 'end');
  // The same chain doing only the sample path's document I/O (one read; one getAll, one commit).
  phase('io-chain', 'start');
  cpu = cpuSecondsByPart();
  await inParallel(posts, 20, async () => {
    await (await fetch(functionUrl('benchIoIngest', ports()), { method: 'POST' })).arrayBuffer();
  });
  await cpuOf('io-chain', cpu);
  await sleep(20_000);
  phase('io-chain', 'end');
  result('single', { samples: posts.length, stored, pipelineSeconds, emptyPosts: posts.length, reposted });
}
process.exit(0);
