import { backtestRule, DeviceSchema, EventRuleSchema, EventSchema, type SampleRule } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepSystem } from '../../functions/src/workflows/offlineSweep.js';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import {
  adminDb,
  clearFirestore,
  closeAdmin,
  eventually,
  functionsSettled,
  postIngest,
  untilClock,
} from '../support/emulators.js';
import { listenToNotifications } from '../support/notificationsTopic.js';
import { saveRuleInForce } from '../support/pipeline.js';

const gateway = DEMO_GATEWAYS[0];
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const devicePath = (sn: string) => `${systemPath}/devices/${sn}`;
const SN = 'S-1002'; // soil moisture: value = 0.05 * raw - 2

async function post(time: number, raw: number): Promise<void> {
  const res = await postIngest({ gatewaySn: gateway.sn, samples: [{ sn: SN, time, rawValues: [raw] }] }, gateway.key);
  expect(res.status).toBe(202);
  await eventually(async () =>
    (await adminDb().doc(devicePath(SN)).get()).get('sample.time') === time ? true : undefined,
  );
}

async function events(ruleId: string) {
  const snap = await adminDb().collection(`${systemPath}/events`).where('ruleId', '==', ruleId).get();
  return snap.docs.map((d) => ({ id: d.id, ...EventSchema.parse(d.data()) })).sort((a, b) => a.time - b.time);
}

async function eventsSettled(ruleId: string, count: number, timeoutMs?: number) {
  return eventually(async () => {
    const list = await events(ruleId);
    return list.length === count ? list : undefined;
  }, timeoutMs);
}

/** Saves a rule of the sensor, in force for the next sample (saveRuleInForce). */
async function rule(id: string, fields: Record<string, unknown>): Promise<void> {
  await saveRuleInForce(`${systemPath}/eventRules/${id}`, gateway.sn, {
    name: `Soil ${id}`,
    enabled: true,
    devices: [SN],
    channels: ['chan-1'],
    state: {},
    ...fields,
  });
}

describe('rules → events', () => {
  let notifications: Awaited<ReturnType<typeof listenToNotifications>>;
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    notifications = await listenToNotifications('rules-events');
  });
  afterAll(async () => {
    await notifications.close();
    await closeAdmin();
  });

  it('raises one event when an alarm starts and one when it clears (with hysteresis), not one per sample', async () => {
    await rule('wet', { kind: 'threshold', op: 'gt', threshold: 40, hysteresis: 5 });
    const t0 = Date.now() - 120_000;
    await post(t0, 700); // 33
    await post(t0 + 10_000, 900); // 43: alarm
    await eventsSettled('wet', 1);
    await post(t0 + 20_000, 1000); // 48: still in alarm
    await post(t0 + 30_000, 860); // 41
    await post(t0 + 40_000, 780); // 37: inside the hysteresis, still in alarm
    await functionsSettled();
    expect(await events('wet')).toHaveLength(1);
    await eventually(async () =>
      (await adminDb().doc(devicePath(SN)).get()).get('state.alarm')?.includes('wet') ? true : undefined,
    );
    // The counts are folded within seconds of the change (docs/SCALE.md, "Storms").
    await eventually(async () =>
      (await adminDb().doc(`${systemPath}/summary/counts`).get()).get('alarms') === 1 ? true : undefined,
    );

    await post(t0 + 50_000, 700); // 33: clears
    const [alarm, cleared] = await eventsSettled('wet', 2);
    expect(alarm).toMatchObject({ kind: 'alarm', deviceSn: SN, value: 43, channels: ['chan-1'] });
    expect(alarm.text).toContain('43 %');
    expect(cleared).toMatchObject({ kind: 'alarm_cleared', deviceSn: SN, value: 33 });
    await eventually(async () =>
      (await adminDb().doc(devicePath(SN)).get()).get('state.alarm')?.length === 0 ? true : undefined,
    );
    await eventually(async () =>
      (await adminDb().doc(`${systemPath}/summary/counts`).get()).get('alarms') === 0 ? true : undefined,
    );

    // Each event is published once for delivery.
    const published = await eventually(async () => {
      const m = (await notifications.pull()).filter((n) => n.eventId.startsWith('wet_'));
      return m.length >= 2 ? m : undefined;
    });
    expect(published.map((m) => m.eventId).sort()).toEqual([alarm.id, cleared.id].sort());
    expect(published.every((m) => m.systemId === DEMO_SYSTEM_ID)).toBe(true);
    await rule('wet', { kind: 'threshold', op: 'gt', threshold: 40, enabled: false });
  });

  it('the same sample delivered twice raises one event and one notification', async () => {
    await rule('dup', { kind: 'threshold', op: 'lt', threshold: 0 });
    const time = Date.now() - 30_000;
    const body = { gatewaySn: gateway.sn, samples: [{ sn: SN, time, rawValues: [20] }] }; // -1
    await postIngest(body, gateway.key);
    await postIngest(body, gateway.key);
    await eventsSettled('dup', 1);
    const dupMessages = async () => (await notifications.pull()).filter((n) => n.eventId.startsWith('dup_'));
    await eventually(async () => ((await dupMessages()).length > 0 ? true : undefined));
    // Both deliveries have run (and published whatever they would) once the functions are idle.
    await functionsSettled();
    expect(await events('dup')).toHaveLength(1);
    expect(await dupMessages()).toHaveLength(1);
    await rule('dup', { kind: 'threshold', op: 'lt', threshold: 0, enabled: false });
  });

  it('honours a delay even when no further sample arrives: a later check raises the alarm, once', async () => {
    // A rule judges the latest sample when saved: an in-range one first, so the condition starts below.
    await post(Date.now() - 12_000, 400); // 18
    await rule('late', { kind: 'threshold', op: 'outside', low: 0, high: 30, delaySec: 120 });
    const time = Date.now() - 10_000;
    await post(time, 900); // 43, outside
    await eventually(async () =>
      (await adminDb().doc(devicePath(SN)).get()).get('ruleState.late.conditionSince') === time ? true : undefined,
    );
    expect(await events('late')).toHaveLength(0);
    // The sweep before the delay ran out: nothing; after: one alarm; again: still one.
    await sweepSystem(DEMO_SYSTEM_ID, time + 60_000);
    expect(await events('late')).toHaveLength(0);
    const first = await sweepSystem(DEMO_SYSTEM_ID, time + 121_000);
    expect(first.events.map((e) => e.eventId)).toEqual([`late_${SN}_alarm_${time}`]);
    await sweepSystem(DEMO_SYSTEM_ID, time + 400_000);
    const [alarm] = await eventsSettled('late', 1);
    expect(alarm).toMatchObject({ kind: 'alarm', time: time + 120_000, value: 43 });
  });

  it('judges every sample of a post: 60 alternating samples raise as many alarms as the backtest of the rule', async () => {
    // A rule judges the latest sample when saved: a value below the limit first (25).
    await post(Date.now() - 7_000, 540);
    // No channels: 60 events would start 60 deliveries, which only load the emulator.
    await rule('every', { kind: 'threshold', op: 'gt', threshold: 28, channels: [] });
    // Newer than the sensor's latest sample (a live post, not a backlog), and never in the future.
    const t0 = Date.now() - 6_100;
    // 32 and 25 in turn (value = 0.05 × raw − 2): raw 680 and 540.
    const posted = Array.from({ length: 60 }, (_, i) => ({
      sn: SN,
      time: t0 + i * 100,
      rawValues: [i % 2 ? 540 : 680],
    }));
    const res = await postIngest({ gatewaySn: gateway.sn, samples: posted }, gateway.key);
    expect(res, JSON.stringify(res.json)).toMatchObject({ status: 202 });
    const ruleDoc = EventRuleSchema.parse((await adminDb().doc(`${systemPath}/eventRules/every`).get()).data());
    const device = DeviceSchema.parse({ sn: SN, ...(await adminDb().doc(devicePath(SN)).get()).data() });
    const samples = posted.map((p) => ({ time: p.time, values: [0.05 * p.rawValues[0] - 2] }));
    const expected = backtestRule(ruleDoc as SampleRule, [{ sn: SN, config: device.config, samples }], Date.now());
    expect(expected).toHaveLength(30);
    const list = await eventsSettled('every', 60);
    expect(list.filter((e) => e.kind === 'alarm').map((e) => e.time)).toEqual(expected.map((a) => a.time));
    expect(list.at(-1)).toMatchObject({ kind: 'alarm_cleared', value: 25 });
    // Ends cleared: the device is not in alarm for it.
    await eventually(async () =>
      (await adminDb().doc(devicePath(SN)).get()).get('sample.time') === posted[59].time ? true : undefined,
    );
    expect((await adminDb().doc(devicePath(SN)).get()).get('state.alarm')).not.toContain('every');
    await rule('every', { kind: 'threshold', op: 'gt', threshold: 28, enabled: false });
  });

  it('judges a late backlog in its own order without moving the current state backwards', async () => {
    await rule('backlog', { kind: 'threshold', op: 'gt', threshold: 40 });
    // Newer than the sensor's latest sample (the test before may have ended within a second of
    // its last one), so that this one is live and the posts below are the backlog.
    const latest = Number((await adminDb().doc(devicePath(SN)).get()).get('sample.time') ?? 0);
    const now = Math.max(Date.now() - 1_000, latest + 1);
    const t0 = now - 200_000;
    await post(now, 900); // 43: in alarm now
    await eventsSettled('backlog', 1);
    // A backlog of minutes ago arrives after it: above, below, above again.
    const backlog = [1000, 700, 1000].map((raw, i) => ({ sn: SN, time: t0 + i * 10_000, rawValues: [raw] }));
    expect((await postIngest({ gatewaySn: gateway.sn, samples: backlog }, gateway.key)).status).toBe(202);
    const list = await eventsSettled('backlog', 4);
    expect(list.map((e) => [e.kind, e.time - t0])).toEqual([
      ['alarm', 0],
      ['alarm_cleared', 10_000],
      ['alarm', 20_000],
      ['alarm', 200_000],
    ]);
    const state = (await adminDb().doc(devicePath(SN)).get()).get('ruleState.backlog');
    expect(state).toMatchObject({ active: true, conditionSince: now });
    expect((await adminDb().doc(devicePath(SN)).get()).get('state.alarm')).toContain('backlog');
    await rule('backlog', { kind: 'threshold', op: 'gt', threshold: 40, enabled: false });
  });

  it('skips a rule with an impossible condition without stopping the others', async () => {
    await rule('broken', { kind: 'threshold', op: 'inside', low: 50, high: 10 });
    await rule('fine', { kind: 'threshold', op: 'gt', threshold: 45 });
    await post(Date.now(), 1200); // 58 (newer than the backlog test's latest sample)
    await eventsSettled('fine', 1);
    expect(await events('broken')).toHaveLength(0);
    const broken = (await adminDb().doc(`${systemPath}/eventRules/broken`).get()).data();
    expect(broken?.state).toEqual({});
  });

  it('a binary rule alarms while the door is open', async () => {
    // The demo rule 'door-open' watches S-1003 (binary: open while x > 0.5).
    const t = Date.now() - 20_000;
    for (const [dt, raw] of [
      [0, 0],
      [5_000, 1],
      [10_000, 1],
      [15_000, 0],
    ]) {
      await postIngest(
        { gatewaySn: gateway.sn, samples: [{ sn: 'S-1003', time: t + dt, rawValues: [raw] }] },
        gateway.key,
      );
      await eventually(async () =>
        (await adminDb().doc(devicePath('S-1003')).get()).get('sample.time') === t + dt ? true : undefined,
      );
    }
    const list = await eventsSettled('door-open', 2);
    expect(list.map((e) => e.kind)).toEqual(['alarm', 'alarm_cleared']);
    expect(list[0].text).toBe('Greenhouse door open: Greenhouse door is Open');
  });

  it('raises a delayed alarm at its due time by its timer (no sample, no sweep), and none when the value recovered first', async () => {
    // A rule judges the latest sample when saved: an in-range one first (18), newer than the tests' before.
    await post(Date.now(), 400);
    // 10 s: room for a slow store path (a sample stored after its delay ran out raises it itself).
    await rule('timer', { kind: 'threshold', op: 'gt', threshold: 30, delaySec: 10 });
    const time = Date.now();
    await post(time, 900); // 43: the condition starts; the alarm falls due 10 s later
    // A timer's handler may start a cold worker: on a loaded machine (load average 30) that took
    // over 30 s. Up to 90 s, as for a posted sample (tests/support/emulators.ts).
    const [alarm] = await eventsSettled('timer', 1, 90_000);
    expect(alarm).toMatchObject({ kind: 'alarm', time: time + 10_000, value: 43 });
    // Written no earlier than it fell due. Only the timer can have written it: no sample came
    // after, and the emulators never run the scheduled sweeps (this test calls none). How soon
    // after the due time is the machine's speed, not checked here.
    const written = (await adminDb().doc(`${systemPath}/events/${alarm.id}`).get()).createTime!.toMillis();
    expect(written - (time + 10_000)).toBeGreaterThanOrEqual(0);
    await rule('timer', { kind: 'threshold', op: 'gt', threshold: 30, enabled: false });

    await post(Date.now(), 400); // 18
    await rule('recovered', { kind: 'threshold', op: 'gt', threshold: 30, delaySec: 6 });
    const start = Date.now();
    await post(start, 900); // 43: a timer is set for start + 6 s …
    await post(Date.now(), 400); // … and the value is back in range before it runs
    await untilClock(start + 6_000);
    await functionsSettled(); // the timer has run (and found nothing to raise)
    expect(await events('recovered')).toHaveLength(0);
    await rule('recovered', { kind: 'threshold', op: 'gt', threshold: 30, enabled: false });
  });

  it('an error sample (status 106, code 30115) raises an "Error" event with the catalogue text and severity, routed and published; a valid value clears it', async () => {
    // A rule watching the sensor's values that never alarms: the error goes through its channels.
    await rule('error-route', { kind: 'threshold', op: 'gt', threshold: 1e6 });
    const errorEvents = async () => {
      const snap = await adminDb().collection(`${systemPath}/events`).where('deviceSn', '==', SN).get();
      return snap.docs
        .map((d) => ({ id: d.id, ...EventSchema.parse(d.data()) }))
        .filter((e) => e.kind === 'error' || e.kind === 'error_cleared')
        .sort((a, b) => a.time - b.time);
    };
    await post(Date.now(), 400); // 18: valid
    const failedAt = Date.now();
    const res = await postIngest(
      { gatewaySn: gateway.sn, samples: [{ sn: SN, time: failedAt, rawValues: [30115], status: 106 }] },
      gateway.key,
    );
    expect(res.status).toBe(202);
    const [raised] = await eventually(async () => {
      const list = await errorEvents();
      return list.length === 1 ? list : undefined;
    });
    expect(raised).toMatchObject({
      id: `error_${SN}_${failedAt}`,
      kind: 'error',
      value: 30115,
      severity: 20,
      ruleId: 'error-route',
      channels: ['chan-1'],
      acknowledgedAt: null,
    });
    expect(raised.text).toContain('Error: Probe not connected or defective');
    const published = await eventually(async () =>
      (await notifications.pull()).some((n) => n.eventId === raised.id) ? true : undefined,
    );
    expect(published).toBe(true);

    // The same error again raises nothing more; a valid value clears it.
    await post(Date.now(), 30115);
    await post(Date.now(), 500); // 23: valid again
    const list = await eventually(async () => {
      const all = await errorEvents();
      return all.length === 2 ? all : undefined;
    });
    expect(list[1]).toMatchObject({ kind: 'error_cleared', value: 30115, severity: 0, channels: ['chan-1'] });
    await functionsSettled();
    expect(await errorEvents()).toHaveLength(2);
    await rule('error-route', { kind: 'threshold', op: 'gt', threshold: 1e6, enabled: false });
  });
});
