// Runs inside `firebase emulators:exec` (started by scripts/bench.ts with NEURON_METER=1): drives
// the pipeline and prints `PHASE <name> start|end` markers and `RESULT <name> <json>` lines. The
// outer script counts the function runs and METER lines the emulators log between the markers.
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { DEMO_GATEWAYS, DEMO_SENSORS, DEMO_SYSTEM_ID, DEMO_VIRTUALS } from '../demo/demoData.js';
import { seedDemo } from '../demo/seed.js';
import { PROJECT_ID, functionUrl, ports } from '../ports.js';

const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const phase = (name: string, what: 'start' | 'end') => console.log(`PHASE ${name} ${what}`);
const result = (name: string, value: unknown) => console.log(`RESULT ${name} ${JSON.stringify(value)}`);
const device = (sn: string) => `system/${DEMO_SYSTEM_ID}/devices/${sn}`;
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

const count = async (sn: string) =>
  (
    await db
      .collection(`${device(sn)}/samples`)
      .count()
      .get()
  ).data().count;
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

await seedDemo();
// Warm-up: every function instance and cache is loaded once before anything is counted.
for (const s of DEMO_SENSORS) for (const t of nextTimes(3)) await post(s.sn, [{ time: t, rawValues: rawFor(s.sn, 0) }]);
await sleep(3000);

// 1. Cost per steady-state sample, each demo sensor posted one sample per request.
const PER_SENSOR = 10;
for (const s of DEMO_SENSORS) {
  const virtuals = DEMO_VIRTUALS.filter((v) => v.config.inputs?.includes(s.sn)).map((v) => v.sn);
  const [before, vBefore] = [await count(s.sn), await Promise.all(virtuals.map(count))];
  phase(`cost-${s.sn}`, 'start');
  for (const [i, time] of nextTimes(PER_SENSOR, 5000).entries())
    await post(s.sn, [{ time, rawValues: rawFor(s.sn, i + 1) }]);
  await waitForCount(s.sn, before + PER_SENSOR);
  await sleep(2500);
  phase(`cost-${s.sn}`, 'end');
  const vAfter = await Promise.all(virtuals.map(count));
  result(`cost-${s.sn}`, {
    posted: PER_SENSOR,
    stored: (await count(s.sn)) - before,
    virtualStored: vAfter.reduce((a, b, i) => a + b - vBefore[i], 0),
  });
}

// 2. The burst: 1,000 single-sample posts for one sensor, 20 at a time.
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

// 3. Posted 50 per request vs plain Admin SDK batches of the same shape (50 history documents,
// the device, the day rollup), 4 requests / batches at a time, side by side.
{
  const sn = 'S-1004';
  const batches = Array.from({ length: 40 }, () => nextTimes(50, 100));
  const before = await count(sn);
  phase('batch50-pipeline', 'start');
  let started = performance.now();
  await inParallel(batches, 4, async (times) => {
    await post(
      sn,
      times.map((time, i) => ({ time, rawValues: [500 + i] })),
    );
  });
  const stored = (await waitForCount(sn, before + 2000)) - before;
  const pipelineSeconds = (performance.now() - started) / 1000;
  phase('batch50-pipeline', 'end');
  const bench = db.doc('system/bench-admin/devices/B-1');
  await bench.set({ type: 'SENSOR', sn: 'B-1' });
  phase('batch50-admin', 'start');
  started = performance.now();
  await inParallel(batches, 4, async (times) => {
    const batch = db.batch();
    for (const [i, time] of times.entries()) {
      batch.set(db.doc(`${bench.path}/samples/${time}`), { time, values: [500 + i], rawValues: [500 + i], rssi: -80 });
    }
    const last = times[times.length - 1];
    batch.update(bench, { sample: { time: last, values: [500] }, 'state.sampleTime': last });
    batch.set(
      db.doc(`${bench.path}/rollups/${new Date(last).toISOString().slice(0, 10)}`),
      {
        samples: { n: FieldValue.increment(times.length) },
      },
      { merge: true },
    );
    await batch.commit();
  });
  const adminSeconds = (performance.now() - started) / 1000;
  phase('batch50-admin', 'end');
  result('batch50', { samples: 2000, stored, pipelineSeconds, adminSeconds });
}

// 4. Posted one per request (20 at a time) vs an empty chain of the same shape (HTTP → topic →
// a subscriber that does nothing), side by side. The outer script times the empty chain's runs.
{
  const sn = 'S-1006';
  const times = nextTimes(300, 1000);
  const before = await count(sn);
  phase('single-pipeline', 'start');
  const started = performance.now();
  await inParallel(times, 20, async (time) => {
    await post(sn, [{ time, rawValues: [600] }]);
  });
  const stored = (await waitForCount(sn, before + times.length)) - before;
  const pipelineSeconds = (performance.now() - started) / 1000;
  phase('single-pipeline', 'end');
  phase('empty-chain', 'start');
  await inParallel(times, 20, async () => {
    await post(sn, [], functionUrl('benchEmptyIngest', ports()));
  });
  // The subscriber's runs are in the emulator's log; give them time to finish.
  await sleep(20_000);
  phase('empty-chain', 'end');
  result('single', { samples: times.length, stored, pipelineSeconds, emptyPosts: times.length });
}
process.exit(0);
