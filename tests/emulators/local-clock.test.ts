import { EventSchema, ONLINE_WINDOW_MS } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { startScheduler, type LocalScheduler } from '../../scripts/localClock/scheduler.js';
import { ports } from '../../scripts/ports.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, postDemoSample } from '../support/emulators.js';

// Time on the test stack as on `npm start` (scripts/localClock/): the scheduler this file turns
// on runs the scheduled functions through their HTTP entry point, and the task queue holds a timer
// until its due time. No code here calls a sweep or a timer's handler.
const [gw1, gw2] = DEMO_GATEWAYS; // GW-2001 hears S-1001…S-1004, GW-2002 S-1005, S-1006
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const device = (sn: string) => adminDb().doc(`${systemPath}/devices/${sn}`);
const event = async (id: string) => {
  const snap = await adminDb().doc(`${systemPath}/events/${id}`).get();
  return snap.exists ? { ...EventSchema.parse(snap.data()), createdAt: snap.createTime!.toMillis() } : undefined;
};

describe('the local clock: timers held until due, the stack’s scheduler on', () => {
  let scheduler: LocalScheduler | undefined;

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
  });
  afterAll(async () => {
    await scheduler?.stop();
    await closeAdmin();
  });

  it('fires a timer due more than 30 s after it was set at its due time: the queue held it', async () => {
    // S-1005's only sample puts its offline deadline 40 s ahead: a timer the emulators' task queue
    // used to dispatch at once (and the functions therefore never queued). No scheduler runs yet.
    const AHEAD_MS = 40_000;
    const seen = Date.now() - ONLINE_WINDOW_MS + AHEAD_MS;
    await postDemoSample(gw2, 'S-1005', [-1850], seen);
    const due = seen + ONLINE_WINDOW_MS + 1;
    const offline = await eventually(() => event(`offline_S-1005_${seen}`), AHEAD_MS + 60_000);
    expect(offline).toMatchObject({ kind: 'offline', deviceSn: 'S-1005', ruleId: 'sensor-offline' });
    // Not before its time (the timer's handler judges at its due time or later), and from the
    // timer, not a sweep minutes later: within seconds, a cold function worker's start included
    // (how late timers fire on a warm stack is `npm run bench -- timers`: docs/benchmarks.md).
    expect(offline.createdAt).toBeGreaterThanOrEqual(due);
    expect(offline.createdAt - due).toBeLessThan(15_000);
  }, 150_000);

  it('takes a sensor whose last sample is older than the online window offline, with its event, by the scheduled sweep', async () => {
    // S-1001 stored online, then its sample backdated past the window, as data a stack saved
    // before it was stopped for a while: no timer of this stack is pending for that deadline.
    await postDemoSample(gw1, 'S-1001', [215, 620]);
    const old = Date.now() - ONLINE_WINDOW_MS - 60_000;
    const gateways = Object.keys(((await device('S-1001').get()).get('sample.gateways') ?? {}) as object);
    await device('S-1001').update({
      'sample.time': old,
      'state.sampleTime': old,
      'state.lastSeen': old,
      ...Object.fromEntries(gateways.map((gw) => [`sample.gateways.${gw}.time`, old])),
    });
    expect((await device('S-1001').get()).get('state.online')).toBe(true);

    const started = Date.now();
    scheduler = startScheduler({
      origin: `http://127.0.0.1:${ports().functions}`,
      log: () => undefined,
      warn: (line) => console.warn(line),
    });
    const offline = await eventually(() => event(`offline_S-1001_${old}`), 90_000);
    expect(offline).toMatchObject({ kind: 'offline', deviceSn: 'S-1001', ruleId: 'sensor-offline' });
    expect((await device('S-1001').get()).get('state.online')).toBe(false);
    // Raised by the sweep of the system that the scheduler's offlineSweep (run through its HTTP
    // entry point as it started) published: after that run began.
    const sweep = await eventually(async () => scheduler!.runs.find((r) => r.name === 'offlineSweep' && r.ended));
    expect(sweep).toMatchObject({ outcome: 200 });
    expect(sweep.started).toBeGreaterThanOrEqual(started);
    expect(offline.createdAt).toBeGreaterThanOrEqual(sweep.started);
    // Every scheduled job ran at the start through its entry point, and answered 200.
    const jobs = ['escalationSweep', 'earlyWarningSweep', 'maintenanceWindowEnds'];
    const done = await eventually(async () => {
      const ended = jobs.map((name) => scheduler!.runs.find((r) => r.name === name && r.ended));
      return ended.every(Boolean) ? ended : undefined;
    });
    expect(done.map((r) => [r!.name, r!.outcome])).toEqual(jobs.map((name) => [name, 200]));
  }, 120_000);
});
