import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fanOutEarlyWarnings, sweepEarlyWarnings } from '../../functions/src/workflows/earlyWarnings.js';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoRollups } from '../../scripts/demo/seedHistory.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled } from '../support/emulators.js';
import { saveRuleInForce } from '../support/pipeline.js';
import { ruleEvents } from '../support/soilRules.js';

// An early-warning rule on the demo tank's falling trend: the scheduled job finds the system and
// raises the alarm before the low limit is crossed, once.
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const gateway = DEMO_GATEWAYS[0]; // hears the tank, S-1004
const ZONE = 'Europe/Berlin';

describe('early warnings', () => {
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    await adminDb().doc(systemPath).update({ timeZone: ZONE });
  });
  afterAll(async () => {
    await closeAdmin();
  });

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
      const raised = await ruleEvents('early');
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
    expect(await ruleEvents('early')).toHaveLength(1);
  });
});
