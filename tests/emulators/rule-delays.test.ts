import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepSystem } from '../../functions/src/workflows/offlineSweep.js';
import { DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled, untilClock } from '../support/emulators.js';
import { devicePath } from '../support/pipeline.js';
import { SOIL_SN as SN, postSoil, ruleEvents, ruleEventsSettled, soilRule } from '../support/soilRules.js';

// A threshold rule's delay with no further sample: the sweep's later check (the timers' safety
// net) and the exact timer at the due time raise the alarm once; a value back in range first, none.
const systemPath = `system/${DEMO_SYSTEM_ID}`;

describe('delays of a rule', () => {
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
  });
  afterAll(async () => {
    await closeAdmin();
  });

  it('honours a delay even when no further sample arrives: a later check raises the alarm, once', async () => {
    // A rule judges the latest sample when saved: an in-range one first, so the condition starts below.
    await postSoil(Date.now() - 12_000, 400); // 18
    await soilRule('late', { kind: 'threshold', op: 'outside', low: 0, high: 30, delaySec: 120 });
    const time = Date.now() - 10_000;
    await postSoil(time, 900); // 43, outside
    await eventually(async () =>
      (await adminDb().doc(devicePath(SN)).get()).get('ruleState.late.conditionSince') === time ? true : undefined,
    );
    expect(await ruleEvents('late')).toHaveLength(0);
    // The sweep before the delay ran out: nothing; after: one alarm; again: still one.
    await sweepSystem(DEMO_SYSTEM_ID, time + 60_000);
    expect(await ruleEvents('late')).toHaveLength(0);
    const first = await sweepSystem(DEMO_SYSTEM_ID, time + 121_000);
    expect(first.events.map((e) => e.eventId)).toEqual([`late_${SN}_alarm_${time}`]);
    await sweepSystem(DEMO_SYSTEM_ID, time + 400_000);
    const [alarm] = await ruleEventsSettled('late', 1);
    expect(alarm).toMatchObject({ kind: 'alarm', time: time + 120_000, value: 43 });
  });

  it('raises a delayed alarm at its due time by its timer (no sample, no sweep), and none when the value recovered first', async () => {
    // A rule judges the latest sample when saved: an in-range one first (18), newer than the tests' before.
    await postSoil(Date.now(), 400);
    // 10 s: room for a slow store path (a sample stored after its delay ran out raises it itself).
    await soilRule('timer', { kind: 'threshold', op: 'gt', threshold: 30, delaySec: 10 });
    const time = Date.now();
    await postSoil(time, 900); // 43: the condition starts; the alarm falls due 10 s later
    // A timer's handler may start a cold worker: on a loaded machine (load average 30) that took
    // over 30 s. Up to 90 s, as for a posted sample (tests/support/emulators.ts).
    const [alarm] = await ruleEventsSettled('timer', 1, 90_000);
    expect(alarm).toMatchObject({ kind: 'alarm', time: time + 10_000, value: 43 });
    // Written no earlier than it fell due. Only the timer can have written it: no sample came
    // after, and the emulators never run the scheduled sweeps (this test calls none). How soon
    // after the due time is the machine's speed, not checked here.
    const written = (await adminDb().doc(`${systemPath}/events/${alarm.id}`).get()).createTime!.toMillis();
    expect(written - (time + 10_000)).toBeGreaterThanOrEqual(0);
    await soilRule('timer', { kind: 'threshold', op: 'gt', threshold: 30, enabled: false });

    await postSoil(Date.now(), 400); // 18
    await soilRule('recovered', { kind: 'threshold', op: 'gt', threshold: 30, delaySec: 6 });
    const start = Date.now();
    await postSoil(start, 900); // 43: a timer is set for start + 6 s …
    await postSoil(Date.now(), 400); // … and the value is back in range before it runs
    await untilClock(start + 6_000);
    await functionsSettled(); // the timer has run (and found nothing to raise)
    expect(await ruleEvents('recovered')).toHaveLength(0);
    await soilRule('recovered', { kind: 'threshold', op: 'gt', threshold: 30, enabled: false });
  });
});
