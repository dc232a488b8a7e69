// Runs inside `firebase emulators:exec` (started by scripts/bench.ts with NEURON_METER=1): drives
// the pipeline and prints `PHASE <name> start|end` markers and `RESULT <name> <json>` lines. The
// outer script counts the function runs and METER lines the emulators log between the markers,
// which this script echoes from the emulators' log file as they appear (followEmulatorLog).
// PIPELINE_PART=cost runs the cost and burst phases (with the meter on), PIPELINE_PART=throughput
// the throughput comparisons (scripts/bench/pipelineThroughput.ts, in emulators of their own, the
// meter off: its log lines cost the emulator's log handling, which the reference chains do not
// pay); neither set runs both.
import { DEMO_GATEWAYS, DEMO_SENSORS, DEMO_VIRTUALS } from '../demo/demoData.js';
import { seedDemo } from '../demo/seed.js';
import { functionUrl } from '../ports.js';
import {
  count,
  followEmulatorLog,
  functionsIdle,
  inParallel,
  phase,
  result,
  sleep,
  waitForCount,
} from './pipelineDriver.js';
import { runThroughput } from './pipelineThroughput.js';

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

let clock = Date.now() - 3 * 3_600_000; // sample times: increasing, in the past, never reused
const nextTimes = (n: number, stepMs = 1000) => Array.from({ length: n }, () => (clock += stepMs));

/** The cost and burst phases, on the demo system. */
async function runCost(): Promise<void> {
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

const part = process.env.PIPELINE_PART;
const stopFollowing = followEmulatorLog();
if (part !== 'throughput') await runCost();
if (part !== 'cost') await runThroughput();
stopFollowing();
process.exit(0);
