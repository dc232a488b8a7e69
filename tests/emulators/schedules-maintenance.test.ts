import { EventSchema, nextScheduleOpen, RuleScheduleSchema } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fanOutEarlyWarnings, sweepEarlyWarnings } from '../../functions/src/workflows/earlyWarnings.js';
import { endMaintenanceWindows, fanOutMaintenanceEnds } from '../../functions/src/workflows/maintenanceEnd.js';
import { sweepSystem } from '../../functions/src/workflows/offlineSweep.js';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled, postIngest } from '../support/emulators.js';
import { startHttpServer, type RecordingHttpServer } from '../support/localServers.js';
import { saveRuleInForce } from '../support/pipeline.js';
import { seedDemoRollups } from '../../scripts/demo/seedHistory.js';

const gateway = DEMO_GATEWAYS[0];
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const SN = 'S-1002'; // soil moisture: value = 0.05 * raw - 2
const ZONE = 'Europe/Berlin';

async function post(time: number, raw: number): Promise<void> {
  const res = await postIngest({ gatewaySn: gateway.sn, samples: [{ sn: SN, time, rawValues: [raw] }] }, gateway.key);
  expect(res.status).toBe(202);
  await eventually(async () =>
    (await adminDb().doc(`${systemPath}/devices/${SN}`).get()).get('sample.time') === time ? true : undefined,
  );
}

async function events(ruleId: string) {
  const snap = await adminDb().collection(`${systemPath}/events`).where('ruleId', '==', ruleId).get();
  return snap.docs.map((d) => ({ id: d.id, ...EventSchema.parse(d.data()) })).sort((a, b) => a.time - b.time);
}

/** Minutes since midnight in the zone, `ahead` minutes from now. */
function minuteOfDayIn(ahead: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(new Date(Date.now() + ahead * 60_000))
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

describe('rule schedules and maintenance windows', () => {
  let ops: RecordingHttpServer;
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    await adminDb().doc(systemPath).update({ timeZone: ZONE });
    ops = await startHttpServer(0);
    await adminDb()
      .doc(`${systemPath}/pushConfig/ops`)
      .set({ type: 'webhook', name: 'Ops', target: `${ops.url}/ops`, enabled: true });
    await adminDb().doc(`${systemPath}/channelSecrets/ops`).set({ secret: 'ops-secret', createdAt: Date.now() });
  });
  afterAll(async () => {
    await ops?.close();
    await closeAdmin();
  });

  it('a rule outside its schedule raises nothing, and raises when the schedule opens (in the system zone)', async () => {
    // Every day, from 3 minutes from now for an hour, read in the system's zone: outside now.
    const from = minuteOfDayIn(3);
    const schedule = RuleScheduleSchema.parse({
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      periods: [{ from, to: (from + 60) % 1440 }],
    });
    await post(Date.now() - 15_000, 400); // 18: in range, judged when the rule is saved
    await saveRuleInForce(`${systemPath}/eventRules/night`, gateway.sn, {
      name: 'Wet at night',
      kind: 'threshold',
      op: 'gt',
      threshold: 40,
      devices: [SN],
      channels: [],
      schedule,
      enabled: true,
      state: {},
    });
    const time = Date.now() - 10_000;
    await post(time, 900); // 43: the condition holds, outside the schedule
    await eventually(async () =>
      (await adminDb().doc(`${systemPath}/devices/${SN}`).get()).get('ruleState.night.conditionSince') === time
        ? true
        : undefined,
    );
    await functionsSettled();
    expect(await events('night')).toEqual([]);
    const opens = nextScheduleOpen(schedule, ZONE, time)!;
    expect(opens).toBeGreaterThan(Date.now());
    // The sweep before the opening raises nothing; the first one after raises it, timed at the opening.
    expect((await sweepSystem(DEMO_SYSTEM_ID, opens - 30_000)).events).toEqual([]);
    const swept = await sweepSystem(DEMO_SYSTEM_ID, opens + 30_000);
    expect(swept.events.map((e) => e.eventId)).toEqual([`night_${SN}_alarm_${time}`]);
    const [alarm] = await events('night');
    expect(alarm).toMatchObject({ kind: 'alarm', time: opens, value: 43 });
    await adminDb().doc(`${systemPath}/eventRules/night`).update({ enabled: false });
  });

  it('an alarm during a window is recorded but not sent; the end sends one summary and the alarm still on', async () => {
    await post(Date.now() - 3_000, 400); // 18 (newer than the first test's samples)
    const start = Date.now() - 60_000;
    const end = Date.now() + 4 * 60_000;
    await adminDb()
      .doc(`${systemPath}/maintenance/cleaning`)
      .set({
        name: 'Cold room cleaning',
        start,
        end,
        repeat: 'none',
        until: null,
        devices: [SN],
        createdBy: 'demo@neuron.dev',
      });
    await saveRuleInForce(`${systemPath}/eventRules/wet`, gateway.sn, {
      name: 'Too wet',
      kind: 'threshold',
      op: 'gt',
      threshold: 40,
      devices: [SN],
      channels: ['ops'],
      enabled: true,
      state: {},
    });
    await post(Date.now() - 1_000, 900); // 43: alarm, during the window
    const alarm = await eventually(async () => {
      const [a] = await events('wet');
      return a?.maintenance ? a : undefined;
    });
    expect(alarm).toMatchObject({ kind: 'alarm', maintenance: { windowId: 'cleaning', end }, escalateAt: null });
    await functionsSettled();
    expect(ops.requests).toHaveLength(0);

    // Two runs at once after the end, the scheduled job's (through its message to
    // systemMaintenanceEnds) and a direct one: one summary, and the alarm (still on) sent once.
    const [messages] = await Promise.all([
      fanOutMaintenanceEnds(end + 1_000),
      endMaintenanceWindows(DEMO_SYSTEM_ID, end + 1_000),
    ]);
    expect(messages).toBe(1); // the one system with a window
    await functionsSettled();
    await endMaintenanceWindows(DEMO_SYSTEM_ID, end + 120_000);
    await eventually(async () => (ops.requests.length >= 2 ? true : undefined));
    await functionsSettled();
    const bodies = ops.requests.map((r) => JSON.parse(r.body) as { eventId: string; title: string; body: string });
    expect(bodies).toHaveLength(2);
    const summary = bodies.find((b) => b.title.includes('Maintenance'));
    expect(summary?.title).toBe('Greenhouse demo: Maintenance "Cold room cleaning" ended');
    expect(summary?.body).toContain('1 notification was held');
    expect(summary?.body).toContain('Too wet');
    expect(bodies.find((b) => b.eventId === alarm.id)).toBeDefined();
    expect((await adminDb().doc(`${systemPath}/maintenance/cleaning`).get()).get('summarizedEnd')).toBe(end);
    expect((await adminDb().doc(`${systemPath}/events/${alarm.id}`).get()).get('maintenance.released')).toBe(true);
  });

  it('removing a window, or moving its end, sends what it held at once with its summary', async () => {
    // Each sample newer than the one before (an older one is not the device's latest).
    let last = 0;
    const next = () => (last = Math.max(Date.now() - 1_000, last + 1));
    // The rule "wet" (previous test) is in alarm: a dry sample clears it, outside any window.
    await post(next(), 400);
    const summaries = () =>
      ops.requests
        .map((r) => JSON.parse(r.body) as { eventId: string; title: string; body: string })
        .filter((b) => b.title.includes('Maintenance'));
    const hold = async (windowId: string, name: string) => {
      await adminDb()
        .doc(`${systemPath}/maintenance/${windowId}`)
        .set({
          name,
          start: Date.now() - 60_000,
          end: Date.now() + 60 * 60_000,
          repeat: 'none',
          until: null,
          devices: [SN],
          createdBy: 'demo@neuron.dev',
        });
      const before = new Set((await events('wet')).map((e) => e.id));
      await post(next(), 900); // 43: alarm, during the window
      return eventually(async () => {
        const alarm = (await events('wet')).find((e) => !before.has(e.id) && e.kind === 'alarm');
        return alarm?.maintenance?.windowId === windowId ? alarm : undefined;
      });
    };

    // Removed: the alarm (still on) and the summary go out now, not at an end that never comes.
    const held = await hold('drill', 'Fire drill');
    await functionsSettled();
    expect(ops.requests.some((r) => r.body.includes(held.id))).toBe(false);
    await adminDb().doc(`${systemPath}/maintenance/drill`).delete();
    const summary = await eventually(async () => summaries().find((b) => b.title.includes('"Fire drill"')));
    expect(summary.body).toMatch(/held during the maintenance:[^]*Too wet: Soil moisture bed A is 43 %/);
    await eventually(async () => (ops.requests.some((r) => JSON.parse(r.body).eventId === held.id) ? true : undefined));
    expect((await adminDb().doc(`${systemPath}/events/${held.id}`).get()).get('maintenance')).toMatchObject({
      released: true,
      summarized: true,
    });

    // Edited (its end moved): the same, at once; the new end holds what comes after, not this.
    await post(next(), 400); // clears, outside any window
    const moved = await hold('shift', 'Shift change');
    await adminDb()
      .doc(`${systemPath}/maintenance/shift`)
      .update({ end: Date.now() + 30 * 60_000 });
    const edited = await eventually(async () => summaries().find((b) => b.title.includes('"Shift change"')));
    expect(edited.body).toMatch(/held during the maintenance:[^]*Too wet: Soil moisture bed A is 43 %/);
    await eventually(async () =>
      ops.requests.some((r) => JSON.parse(r.body).eventId === moved.id) ? true : undefined,
    );
    // A rename alone releases nothing more, and the summary went once.
    await adminDb().doc(`${systemPath}/maintenance/shift`).update({ name: 'Shift change (late)' });
    await functionsSettled();
    expect(summaries().filter((b) => b.title.includes('Shift change'))).toHaveLength(1);
  }, 180_000);

  it('an early-warning rule fires on the falling demo tank before its low limit is crossed', async () => {
    // The demo's seeded week: the tank (S-1004, low limit 15 %) was refilled 30 h ago and is falling.
    const now = Date.now();
    await seedDemoRollups(adminDb(), ['S-1004'], now);
    await saveRuleInForce(`${systemPath}/eventRules/early`, gateway.sn, {
      name: 'Tank low soon',
      kind: 'forecast',
      op: 'lt',
      threshold: 15,
      horizonH: 24,
      devices: ['S-1004'],
      channels: [],
      enabled: true,
      state: {},
    });
    // The scheduled job's run: it finds the one system with an early-warning rule and judges it
    // through its message to systemEarlyWarnings.
    expect(await fanOutEarlyWarnings(now + 1_000)).toBe(1);
    const [alarm] = await eventually(async () => {
      const raised = await events('early');
      return raised.length > 0 ? raised : undefined;
    });
    expect(alarm.id).toMatch(/^early_S-1004_alarm_/);
    expect(alarm.text).toBe(
      'Early warning: Tank low soon: Water tank falls below 15 % within 24 h at its current trend',
    );
    // Not crossed yet: the tank reads well above its limit, and the forecast 24 h out is below it.
    const tank = await adminDb().doc(`${systemPath}/devices/S-1004`).get();
    const level = (tank.get('sample.values') as (number | null)[] | undefined)?.[0];
    if (level != null) expect(level).toBeGreaterThan(15);
    expect(alarm.value).toBeLessThan(15);
    expect((await adminDb().doc(`${systemPath}/devices/S-1004`).get()).get('ruleState.early.active')).toBe(true);
    // The next run with the same trend raises nothing more.
    expect(await sweepEarlyWarnings(DEMO_SYSTEM_ID, now + 300_000)).toEqual([]);
    await functionsSettled();
    expect(await events('early')).toHaveLength(1);
  });
});
