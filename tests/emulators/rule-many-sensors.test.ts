import { EventSchema } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeLargeSystem, seedLargeSystem, type LargeSystem } from '../../scripts/demo/largeSystem.js';
import { adminDb, clearFirestore, closeAdmin, eventually, postIngest } from '../support/emulators.js';
import { saveRuleInForce } from '../support/pipeline.js';

// A rule's per-sensor state lives on each sensor (`ruleState`), not on the rule: a rule document
// holding every sensor's state stopped working near 5,000 sensors (Firestore's 40,000 index
// entries per document) and made every transition queue on that one document.
const SID = 'rule-10k';
const SENSORS = 10_000;
const systemPath = `system/${SID}`;

describe('a rule watching 10,000 sensors', () => {
  let system: LargeSystem;
  beforeAll(async () => {
    await clearFirestore();
    system = await seedLargeSystem(SID, SENSORS);
  }, 600_000);
  afterAll(async () => {
    if (system) await removeLargeSystem(system);
    await closeAdmin();
  }, 600_000);

  const device = (sn: string) => adminDb().doc(`${systemPath}/devices/${sn}`);
  const alarms = async () => (await adminDb().doc(`${systemPath}/summary/counts`).get()).get('alarms') as number;
  const events = async () =>
    (await adminDb().collection(`${systemPath}/events`).where('ruleId', '==', 'hot').get()).docs.map((d) =>
      EventSchema.parse(d.data()),
    );
  const post = async (sns: readonly string[], time: number, raw: number) => {
    const samples = sns.map((sn) => ({ sn, time, rawValues: [raw] }));
    expect((await postIngest({ gatewaySn: system.gatewaySn, samples }, system.gatewayKey)).status).toBe(202);
  };

  it('raises and clears alarms on sensors anywhere among them; the state is kept with each sensor', async () => {
    const watched = [system.sensors[0], system.sensors[4_999], system.sensors[SENSORS - 1]];
    await saveRuleInForce(`${systemPath}/eventRules/hot`, system.gatewaySn, {
      name: 'Too hot',
      enabled: true,
      kind: 'threshold',
      op: 'gt',
      threshold: 40,
      hysteresis: 1,
      devices: ['*'],
      channels: [],
    });

    const t0 = Date.now();
    await post(watched, t0, 500); // 50 °C: over the limit
    const raised = await eventually(async () => {
      const list = await events();
      return list.filter((e) => e.kind === 'alarm').length === watched.length ? list : undefined;
    }, 120_000);
    expect(raised.map((e) => e.deviceSn).sort()).toEqual([...watched].sort());
    for (const sn of watched) {
      const d = await eventually(async () => {
        const data = (await device(sn).get()).data();
        return data?.state?.alarm?.includes('hot') ? data : undefined;
      });
      expect(d.ruleState?.hot).toMatchObject({ active: true, conditionSince: t0 });
    }
    await eventually(async () => ((await alarms()) === watched.length ? true : undefined));

    await post(watched, t0 + 60_000, 200); // 20 °C: back in range
    const cleared = await eventually(async () => {
      const list = (await events()).filter((e) => e.kind === 'alarm_cleared');
      return list.length === watched.length ? list : undefined;
    }, 120_000);
    expect(cleared.map((e) => e.deviceSn).sort()).toEqual([...watched].sort());
    await eventually(async () => ((await alarms()) === 0 ? true : undefined));
    for (const sn of watched) expect((await device(sn).get()).get('ruleState.hot.active')).toBe(false);

    // The rule document holds its definition only, however many sensors it watches.
    const rule = (await adminDb().doc(`${systemPath}/eventRules/hot`).get()).data();
    expect(rule).not.toHaveProperty('state');
    expect(JSON.stringify(rule).length).toBeLessThan(1_000);
  }, 600_000);
});
