import { nextScheduleOpen, RuleScheduleSchema } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepSystem } from '../../functions/src/workflows/offlineSweep.js';
import { DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled } from '../support/emulators.js';
import { saveRuleInForce } from '../support/pipeline.js';
import { SOIL_GATEWAY as gateway, SOIL_SN as SN, postSoil, ruleEvents } from '../support/soilRules.js';

// A rule active on a schedule, read in the system's zone: a condition that holds outside it
// raises nothing, and the sweep after the schedule opens raises it, timed at the opening.
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const ZONE = 'Europe/Berlin';

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

describe('rule schedules', () => {
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    await adminDb().doc(systemPath).update({ timeZone: ZONE });
  });
  afterAll(async () => {
    await closeAdmin();
  });

  it('a rule outside its schedule raises nothing, and raises when the schedule opens (in the system zone)', async () => {
    // Every day, from 3 minutes from now for an hour, read in the system's zone: outside now.
    const from = minuteOfDayIn(3);
    const schedule = RuleScheduleSchema.parse({
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      periods: [{ from, to: (from + 60) % 1440 }],
    });
    await postSoil(Date.now() - 15_000, 400); // 18: in range, judged when the rule is saved
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
    await postSoil(time, 900); // 43: the condition holds, outside the schedule
    await eventually(async () =>
      (await adminDb().doc(`${systemPath}/devices/${SN}`).get()).get('ruleState.night.conditionSince') === time
        ? true
        : undefined,
    );
    await functionsSettled();
    expect(await ruleEvents('night')).toEqual([]);
    const opens = nextScheduleOpen(schedule, ZONE, time)!;
    expect(opens).toBeGreaterThan(Date.now());
    // The sweep before the opening raises nothing; the first one after raises it, timed at the opening.
    expect((await sweepSystem(DEMO_SYSTEM_ID, opens - 30_000)).events).toEqual([]);
    const swept = await sweepSystem(DEMO_SYSTEM_ID, opens + 30_000);
    expect(swept.events.map((e) => e.eventId)).toEqual([`night_${SN}_alarm_${time}`]);
    const [alarm] = await ruleEvents('night');
    expect(alarm).toMatchObject({ kind: 'alarm', time: opens, value: 43 });
    await adminDb().doc(`${systemPath}/eventRules/night`).update({ enabled: false });
  });
});
