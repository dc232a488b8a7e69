import { backtestRule, DeviceSchema, EventRuleSchema, type SampleRule } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled, postIngest } from '../support/emulators.js';
import { listenToNotifications } from '../support/notificationsTopic.js';
import { devicePath } from '../support/pipeline.js';
import {
  SOIL_GATEWAY as gateway,
  SOIL_SN as SN,
  postSoil,
  ruleEvents,
  ruleEventsSettled,
  soilRule,
} from '../support/soilRules.js';

// A sample judged by the rules watching it: one event per transition, each published once, every
// sample of a post and a late backlog in their own order, a broken rule skipped, a binary rule.
const systemPath = `system/${DEMO_SYSTEM_ID}`;

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
    await soilRule('wet', { kind: 'threshold', op: 'gt', threshold: 40, hysteresis: 5 });
    const t0 = Date.now() - 120_000;
    await postSoil(t0, 700); // 33
    await postSoil(t0 + 10_000, 900); // 43: alarm
    await ruleEventsSettled('wet', 1);
    await postSoil(t0 + 20_000, 1000); // 48: still in alarm
    await postSoil(t0 + 30_000, 860); // 41
    await postSoil(t0 + 40_000, 780); // 37: inside the hysteresis, still in alarm
    await functionsSettled();
    expect(await ruleEvents('wet')).toHaveLength(1);
    await eventually(async () =>
      (await adminDb().doc(devicePath(SN)).get()).get('state.alarm')?.includes('wet') ? true : undefined,
    );
    // The counts are folded within seconds of the change (docs/SCALE.md, "Storms").
    await eventually(async () =>
      (await adminDb().doc(`${systemPath}/summary/counts`).get()).get('alarms') === 1 ? true : undefined,
    );

    await postSoil(t0 + 50_000, 700); // 33: clears
    const [alarm, cleared] = await ruleEventsSettled('wet', 2);
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
    await soilRule('wet', { kind: 'threshold', op: 'gt', threshold: 40, enabled: false });
  });

  it('the same sample delivered twice raises one event and one notification', async () => {
    await soilRule('dup', { kind: 'threshold', op: 'lt', threshold: 0 });
    const time = Date.now() - 30_000;
    const body = { gatewaySn: gateway.sn, samples: [{ sn: SN, time, rawValues: [20] }] }; // -1
    await postIngest(body, gateway.key);
    await postIngest(body, gateway.key);
    await ruleEventsSettled('dup', 1);
    const dupMessages = async () => (await notifications.pull()).filter((n) => n.eventId.startsWith('dup_'));
    await eventually(async () => ((await dupMessages()).length > 0 ? true : undefined));
    // Both deliveries have run (and published whatever they would) once the functions are idle.
    await functionsSettled();
    expect(await ruleEvents('dup')).toHaveLength(1);
    expect(await dupMessages()).toHaveLength(1);
    await soilRule('dup', { kind: 'threshold', op: 'lt', threshold: 0, enabled: false });
  });

  it('judges every sample of a post: 60 alternating samples raise as many alarms as the backtest of the rule', async () => {
    // A rule judges the latest sample when saved: a value below the limit first (25).
    await postSoil(Date.now() - 7_000, 540);
    // No channels: 60 events would start 60 deliveries, which only load the emulator.
    await soilRule('every', { kind: 'threshold', op: 'gt', threshold: 28, channels: [] });
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
    const list = await ruleEventsSettled('every', 60);
    expect(list.filter((e) => e.kind === 'alarm').map((e) => e.time)).toEqual(expected.map((a) => a.time));
    expect(list.at(-1)).toMatchObject({ kind: 'alarm_cleared', value: 25 });
    // Ends cleared: the device is not in alarm for it.
    await eventually(async () =>
      (await adminDb().doc(devicePath(SN)).get()).get('sample.time') === posted[59].time ? true : undefined,
    );
    expect((await adminDb().doc(devicePath(SN)).get()).get('state.alarm')).not.toContain('every');
    await soilRule('every', { kind: 'threshold', op: 'gt', threshold: 28, enabled: false });
  });

  it('judges a late backlog in its own order without moving the current state backwards', async () => {
    await soilRule('backlog', { kind: 'threshold', op: 'gt', threshold: 40 });
    // Newer than the sensor's latest sample (the test before may have ended within a second of
    // its last one), so that this one is live and the posts below are the backlog.
    const latest = Number((await adminDb().doc(devicePath(SN)).get()).get('sample.time') ?? 0);
    const now = Math.max(Date.now() - 1_000, latest + 1);
    const t0 = now - 200_000;
    await postSoil(now, 900); // 43: in alarm now
    await ruleEventsSettled('backlog', 1);
    // A backlog of minutes ago arrives after it: above, below, above again.
    const backlog = [1000, 700, 1000].map((raw, i) => ({ sn: SN, time: t0 + i * 10_000, rawValues: [raw] }));
    expect((await postIngest({ gatewaySn: gateway.sn, samples: backlog }, gateway.key)).status).toBe(202);
    const list = await ruleEventsSettled('backlog', 4);
    expect(list.map((e) => [e.kind, e.time - t0])).toEqual([
      ['alarm', 0],
      ['alarm_cleared', 10_000],
      ['alarm', 20_000],
      ['alarm', 200_000],
    ]);
    const state = (await adminDb().doc(devicePath(SN)).get()).get('ruleState.backlog');
    expect(state).toMatchObject({ active: true, conditionSince: now });
    expect((await adminDb().doc(devicePath(SN)).get()).get('state.alarm')).toContain('backlog');
    await soilRule('backlog', { kind: 'threshold', op: 'gt', threshold: 40, enabled: false });
  });

  it('skips a rule with an impossible condition without stopping the others', async () => {
    await soilRule('broken', { kind: 'threshold', op: 'inside', low: 50, high: 10 });
    await soilRule('fine', { kind: 'threshold', op: 'gt', threshold: 45 });
    await postSoil(Date.now(), 1200); // 58 (newer than the backlog test's latest sample)
    await ruleEventsSettled('fine', 1);
    expect(await ruleEvents('broken')).toHaveLength(0);
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
    const list = await ruleEventsSettled('door-open', 2);
    expect(list.map((e) => e.kind)).toEqual(['alarm', 'alarm_cleared']);
    expect(list[0].text).toBe('Greenhouse door open: Greenhouse door is Open');
  });
});
