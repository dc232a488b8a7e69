// The throughput comparisons of the pipeline bench (PIPELINE_PART=throughput, run by
// scripts/bench/pipelineRun.ts): the pipeline against plain Admin SDK batches and against the
// reference chains, for a fleet of sensors posted the way gateways post.
import { FieldValue } from 'firebase-admin/firestore';
import { seedLargeSystem } from '../demo/largeSystem.js';
import { functionUrl, ports } from '../ports.js';
import { cpuSecondsByPart } from './processCpu.js';
import { count, cpuOf, db, functionsIdle, inParallel, phase, result, sleep } from './pipelineDriver.js';

/** Sensors of the fleet system the throughput phases post to. */
const FLEET_SIZE = 104;

/** Seeds the fleet and runs the throughput phases (3 and 4). */
export async function runThroughput(): Promise<void> {
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
  // SDK batches of the same shape (50 history documents, the device with its running rollup), side by side.
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
          batch.set(
            device,
            {
              type: 'SENSOR',
              sn: device.id,
              sample: { time: last, values: [500] },
              rollup: { samples: { n: FieldValue.increment(times.length) } },
            },
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
    // The same chain doing only the sample path's document I/O (one read; one read, one commit).
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
}
