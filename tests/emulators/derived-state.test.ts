import type { DocumentChange, Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SENSORS, DEMO_SYSTEM_ID, DEMO_VIRTUALS } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { utcDay } from '@neuron/shared';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled, postIngest } from '../support/emulators.js';
import { dayRollup } from '../support/pipeline.js';

const gateway = DEMO_GATEWAYS[0];
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const devicePath = (sn: string) => `${systemPath}/devices/${sn}`;

async function postAndWait(sn: string, time: number, rawValues: number[]): Promise<void> {
  const res = await postIngest({ gatewaySn: gateway.sn, samples: [{ sn, time, rawValues, rssi: -70 }] }, gateway.key);
  expect(res.status).toBe(202);
  await eventually(async () =>
    (await adminDb().doc(devicePath(sn)).get()).get('sample.time') === time ? true : undefined,
  );
}

const summary = async () => (await adminDb().doc(`${systemPath}/summary/counts`).get()).data() ?? {};

/**
 * Counts every document write under the system from now on, by listening to each place the
 * pipeline writes (system, devices, history, rollups, rules, events): one change per write.
 */
function countWrites(db: Firestore): { ready: Promise<unknown>; writes: () => string[]; stop: () => void } {
  const seen: string[] = [];
  const queries = [
    db.collection('system').where('__name__', '==', db.doc(systemPath)),
    db.collection(`${systemPath}/devices`),
    db.collectionGroup('samples'),
    db.collectionGroup('rollups'),
    db.collection(`${systemPath}/eventRules`),
    db.collection(`${systemPath}/events`),
  ];
  const firstSnapshots: Promise<void>[] = [];
  const stops = queries.map((q) => {
    let first = true;
    let answered = () => {};
    firstSnapshots.push(new Promise((resolve) => (answered = resolve)));
    return q.onSnapshot((snap) => {
      // The first snapshot lists what exists already; only later changes are writes.
      if (!first) seen.push(...snap.docChanges().map((c: DocumentChange) => `${c.type} ${c.doc.ref.path}`));
      first = false;
      answered();
    });
  });
  return { ready: Promise.all(firstSnapshots), writes: () => [...seen], stop: () => stops.forEach((s) => s()) };
}

describe('derived device state and system summary', () => {
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
  });
  afterAll(closeAdmin);

  it('counts the seeded devices on the system, with nothing online yet', async () => {
    const s = await eventually(async () => {
      const v = await summary();
      return v?.sensors === DEMO_SENSORS.length && v.gateways === DEMO_GATEWAYS.length ? v : undefined;
    });
    expect(s).toMatchObject({
      virtuals: DEMO_VIRTUALS.length,
      online: 0,
      offline: DEMO_SENSORS.length + DEMO_GATEWAYS.length,
      alarms: 0,
    });
  });

  it('writes sample and state together, and counts the sensor online', async () => {
    const time = Date.now() - 5_000;
    await postAndWait('S-1004', time, [30115]);
    const device = (await adminDb().doc(devicePath('S-1004')).get()).data();
    expect(device?.state).toMatchObject({
      sampleTime: time,
      online: true,
      lastSeen: time,
      errorCode: 30115,
      errorText: 'Error: Probe not connected or defective',
      display: ['Error: Probe not connected or defective'],
      alarm: [],
    });
    // The sensor and the gateway that delivered it.
    await eventually(async () => ((await summary())?.online === 2 ? true : undefined));
    expect(await summary()).toMatchObject({ online: 2, offline: DEMO_SENSORS.length + DEMO_GATEWAYS.length - 2 });
    expect((await adminDb().doc(devicePath(gateway.sn)).get()).get('state.online')).toBe(true);
  });

  it('write budget: in steady state one accepted sample costs 2 writes — history, and the device with its running rollup', async () => {
    const sn = 'S-1002'; // watched by no rule and read by no virtual sensor
    const start = Date.now() - 60_000;
    await postAndWait(sn, start, [700]);
    // Let the first sample's one-off writes (online → summary) land before counting.
    await eventually(async () => ((await summary())?.online === 3 ? true : undefined));
    await functionsSettled();

    const counter = countWrites(adminDb());
    await counter.ready;
    const samples = 3;
    const times = Array.from({ length: samples }, (_, i) => start + (i + 1) * 10_000);
    for (const [i, time] of times.entries()) await postAndWait(sn, time, [710 + i * 10]);
    // A trigger that wrote back (state, summary, rules) would run right after each sample: count
    // once the functions emulator has nothing left to run.
    await functionsSettled();
    counter.stop();

    // The gateway's own note of being heard (reportedAt and its rssi on its device, every minute or
    // quarter hour: functions/src/domain/gatewayHeard.ts) is the gateway's, not the samples'.
    const writes = counter.writes().filter((w) => !w.includes(devicePath(gateway.sn)));
    expect(writes.filter((w) => w.includes('/samples/'))).toHaveLength(samples);
    expect(writes.filter((w) => w.endsWith(devicePath(sn)))).toHaveLength(samples);
    // A day document only when a sample's UTC day is a new one (its midnight fell among them).
    const newDays = new Set([start, ...times].map(utcDay)).size - 1;
    expect(writes.filter((w) => w.includes('/rollups/'))).toHaveLength(newDays);
    expect(writes).toHaveLength(2 * samples + newDays);
  });

  it('a repeated delivery of the same sample is stored once and does not touch the summary', async () => {
    const before = await summary();
    const time = Date.now() - 1_000;
    const body = { gatewaySn: gateway.sn, samples: [{ sn: 'S-1002', time, rawValues: [900] }] };
    await postIngest(body, gateway.key);
    await postIngest(body, gateway.key);
    await eventually(async () =>
      (await adminDb().doc(devicePath('S-1002')).get()).get('sample.time') === time ? true : undefined,
    );
    const day = utcDay(time);
    const rollup = await eventually(async () => {
      const r = await dayRollup(devicePath('S-1002'), day);
      return r?.values['0']?.max === 43 ? r : undefined; // 0.05 * 900 - 2
    });
    // Both deliveries are done once the functions emulator has nothing left to run.
    await functionsSettled();
    const again = await dayRollup(devicePath('S-1002'), day);
    expect(again?.values['0'].count).toBe(rollup.values['0'].count);
    expect((await summary()).updatedAt).toBe(before.updatedAt);
  });

  it('recounts when a device is removed', async () => {
    await adminDb().doc(devicePath('S-1004')).delete();
    const s = await eventually(async () => {
      const v = await summary();
      return v?.sensors === DEMO_SENSORS.length - 1 ? v : undefined;
    });
    expect(s).toMatchObject({ online: 2 });
  });
});
