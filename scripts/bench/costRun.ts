// Runs inside `firebase emulators:exec` for `npm run bench -- cost` (scripts/bench/costBench.ts):
// drives a system of gateways posting 20 sensors each and prints PHASE markers (with the emulator
// log's offset) and RESULT lines; the function workers print METER, DOCW and DOCR lines into that log (functions/src/data/meter.ts,
// scripts/bench/firestoreTrace.cjs) that scripts/bench/costReport.ts reads per phase.
//   steady: a few gateways post their 20 sensors each, rounds apart, values in range.
//   storm:  1,000 sensors of the system go offline at once (their deadline) and come back.
//   alarm:  one rule watching all of them: every sensor over its limit, then back under it.
import { ONLINE_WINDOW_MS } from '@neuron/shared';
import { ROOT } from '../emulatorSetup.js';
import { functionsSettled } from '../functionActivity.js';
import { functionUrl } from '../ports.js';
import { COST_SYSTEM, seedCostSystem, type CostGateway } from './costSystem.js';
import { statSync } from 'node:fs';
import { db, inParallel, result, sleep } from './pipelineDriver.js';
import { cpuSecondsByPart, cpuSpent } from './processCpu.js';
import { exemptions, storedSize } from './storageSize.js';

/**
 * A phase marker with how far the emulators' log has got (NEURON_EMULATOR_LOG, where the function
 * workers' lines go): the outer script reads each phase's slice of that log.
 */
const phase = (name: string, what: 'start' | 'end') =>
  console.log(
    `PHASE ${name} ${what} ${process.env.NEURON_EMULATOR_LOG ? statSync(process.env.NEURON_EMULATOR_LOG).size : 0}`,
  );

const STEADY_GATEWAYS = Number(process.env.COST_STEADY_GATEWAYS ?? 5);
const STORM_GATEWAYS = Number(process.env.COST_STORM_GATEWAYS ?? 50);
const ROUNDS = 3;
/** How far ahead the storm's deadline is set: room for every first post to be stored before it. */
const STORM_LEAD_MS = 90_000;

/** Posts made, per gateway: each post's report moves the gateway's signal by a dB. */
const posts = new Map<string, number>();

/**
 * What an LTE gateway reports of itself with each post: the same session, firmware and cell
 * tower, and a signal that moves a dB or two between posts (within its bars: -72 to -75 dBm, three
 * bars), its cell's rssi with it.
 */
function report(g: CostGateway): Record<string, unknown> {
  const n = posts.get(g.sn) ?? 0;
  posts.set(g.sn, n + 1);
  const rssi = -72 - (n % 4);
  const cell = { homeMobileCountryCode: 238, homeMobileNetworkCode: 1, cellId: 4242, locationAreaCode: 4021 };
  return { status: 1, firmware: '2.3.1', rssi, cell: { ...cell, rssi: rssi - 8 } };
}

async function post(g: CostGateway, time: number, raw: number): Promise<number> {
  const res = await fetch(functionUrl('ingest'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${g.key}` },
    body: JSON.stringify({
      gatewaySn: g.sn,
      samples: g.sensors.map((sn) => ({ sn, time, rawValues: [raw], rssi: -70 })),
      gateway: report(g),
    }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Posts a round (each gateway its sensors at `time`), up to 10 posts at once; the accepted count. */
async function postRound(gateways: CostGateway[], time: number, raw: number): Promise<number> {
  let accepted = 0;
  await inParallel(gateways, 10, async (g) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      if ((await post(g, time, raw)) === 202) {
        accepted += g.sensors.length;
        return;
      }
      await sleep(1000);
    }
  });
  return accepted;
}

type DeviceData = Record<string, unknown> & {
  sample?: { time?: number };
  state?: { online?: boolean; alarm?: string[] };
};

/** Waits until every one of `sns` passes `ok` (polled every 2 s); how many did at the end. */
async function waitDevices(sns: string[], ok: (d: DeviceData) => boolean, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  const refs = sns.map((sn) => db.doc(`system/${COST_SYSTEM}/devices/${sn}`));
  for (;;) {
    let passed = 0;
    for (let i = 0; i < refs.length; i += 300)
      for (const snap of await db.getAll(...refs.slice(i, i + 300)))
        if (ok((snap.data() ?? {}) as DeviceData)) passed++;
    if (passed === sns.length || Date.now() > deadline) return passed;
    await sleep(2000);
  }
}

const settled = () => functionsSettled({ quietMs: 2000, timeoutMs: 300_000 });
const sensorsOf = (gs: CostGateway[]) => gs.flatMap((g) => g.sensors);

const gateways = await seedCostSystem(STEADY_GATEWAYS + STORM_GATEWAYS);
const steady = gateways.slice(0, STEADY_GATEWAYS);
const storm = gateways.slice(STEADY_GATEWAYS);
await settled();

// Steady state: a warm-up round (each sensor's first sample brings it online, and each gateway's
// first report and note are written: not steady), then ROUNDS rounds measured, each once the one
// before is stored and its triggers have run, and at the cadence priced (CADENCE_MS apart, as
// gateways post every 60 s), each sample measured a moment before its post (a gateway posts what
// it has just heard) and each post carrying the gateway's report, its rssi moved. A gateway's note
// of being heard falls due once a quarter of an hour (functions/src/domain/gatewayHeard.ts), so
// these rounds mostly take none; the report adds its share of one (costReport.ts).
const CADENCE_MS = 61_000;
let clock = Date.now() - 2_000;
let lastRoundAt = Date.now();
await postRound(steady, clock, 300);
await waitDevices(sensorsOf(steady), (d) => d.sample?.time === clock, 240_000);
await settled();
phase('steady', 'start');
const cpuBefore = cpuSecondsByPart(ROOT);
let stored = 0;
for (let r = 0; r < ROUNDS; r++) {
  await sleep(Math.max(0, lastRoundAt + CADENCE_MS - Date.now()));
  lastRoundAt = Date.now();
  const t = (clock = Math.max(clock + 1, Date.now() - 2_000));
  await postRound(steady, t, 300 + r);
  stored += await waitDevices(sensorsOf(steady), (d) => d.sample?.time === t, 240_000);
  await settled();
}
phase('steady', 'end');
// The function workers' CPU over the measured rounds (this checkout's only): the compute estimate.
console.log(`CPU steady ${JSON.stringify(cpuSpent(cpuBefore, cpuSecondsByPart(ROOT)))}`);
// What the measured rounds stored, by Firestore's storage-size rules (scripts/bench/storageSize.ts).
const exempt = exemptions();
const sizes = { history: 0, historyDocs: 0, device: 0, rollup: 0 };
for (const sn of sensorsOf(steady)) {
  const device = db.doc(`system/${COST_SYSTEM}/devices/${sn}`);
  const history = await device.collection('samples').get();
  for (const h of history.docs) {
    sizes.history += storedSize(h.ref.path, h.data(), exempt);
    sizes.historyDocs++;
  }
  const snap = await device.get();
  // The day's rollup runs on the device (shared rollups/runningRollup.ts) until a later day writes
  // it to its own document: counted as that document will be, and the device without it.
  const { rollup, ...deviceFields } = snap.data() ?? {};
  sizes.device += storedSize(snap.ref.path, deviceFields, exempt);
  const running = rollup as { day?: string } | undefined;
  if (running?.day) sizes.rollup += storedSize(`${snap.ref.path}/rollups/${running.day}`, running, exempt);
  for (const r of (await device.collection('rollups').get()).docs)
    sizes.rollup += storedSize(r.ref.path, r.data(), exempt);
}
const n = sensorsOf(steady).length;
result('steady', {
  sensors: n,
  rounds: ROUNDS,
  posted: n * ROUNDS,
  stored,
  historyBytesPerSample: sizes.history / sizes.historyDocs,
  deviceBytes: sizes.device / n,
  rollupBytesPerSensorDay: sizes.rollup / n,
});

// The storm: every storm sensor's only sample puts its offline deadline STORM_LEAD_MS ahead (its
// first sample brings it online, measured apart as the set-up); at the deadline the timers take
// all of them offline, and a round posted as they are seen offline brings them back.
const stormSensors = sensorsOf(storm);
const due = Date.now() + STORM_LEAD_MS;
phase('storm-setup', 'start');
await postRound(storm, due - ONLINE_WINDOW_MS - 1, 300);
const online = await waitDevices(stormSensors, (d) => d.state?.online === true, STORM_LEAD_MS);
phase('storm-setup', 'end');
await sleep(Math.max(0, due - Date.now() - 2_000));
phase('storm', 'start');
const stormStarted = Date.now();
const offline = await waitDevices(stormSensors, (d) => d.state?.online === false, 300_000);
const offlineAfter = Date.now() - stormStarted;
await postRound(storm, Date.now(), 300);
const back = await waitDevices(stormSensors, (d) => d.state?.online === true, 300_000);
const backAfter = Date.now() - stormStarted;
await settled();
phase('storm', 'end');
result('storm', { sensors: stormSensors.length, online, offline, back, offlineAfter, backAfter });

// The alarm storm: the rule watching every sensor sees all of the storm's sensors over its limit
// at once, then all back under it.
phase('alarm', 'start');
const alarmStarted = Date.now();
await postRound(storm, Date.now(), 700);
const raised = await waitDevices(stormSensors, (d) => (d.state?.alarm ?? []).includes('heat'), 300_000);
const raisedAfter = Date.now() - alarmStarted;
await postRound(storm, Date.now() + 1, 300);
const cleared = await waitDevices(stormSensors, (d) => (d.state?.alarm ?? []).length === 0, 300_000);
const clearedAfter = Date.now() - alarmStarted;
await settled();
phase('alarm', 'end');
result('alarm', { sensors: stormSensors.length, raised, cleared, raisedAfter, clearedAfter });
process.exit(0);
