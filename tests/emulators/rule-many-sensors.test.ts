import { EventSchema, NEVER_HEARD_STATE } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashGatewayKey } from '../../functions/src/domain/secretKeys.js';
import { DEMO_USER } from '../../scripts/demo/demoData.js';
import { LARGE_SENSOR_CONFIG } from '../../scripts/demo/largeSystem.js';
import { setTriggers } from '../../scripts/functionTriggers.js';
import { adminDb, clearFirestoreTriggersPaused, closeAdmin, eventually, postIngest } from '../support/emulators.js';

// A rule's per-sensor state lives on each sensor (`ruleState`), not on the rule: a rule document
// holding every sensor's state stopped working near 5,000 sensors (Firestore's 40,000 index
// entries per document) and made every transition queue on that one document.
const SID = 'rule-10k';
const SENSORS = 10_000;
const systemPath = `system/${SID}`;
const GATEWAY = 'GW-10K';
const KEY = 'gateway-key-10k';
const sensorSn = (i: number) => `S-${String(i).padStart(5, '0')}`;

/**
 * The system, its gateway and 10,000 sensors (each online, never judged by a rule), with the
 * functions' triggers paused (a creation trigger per sensor would keep the emulator busy for
 * minutes), in batches of 500 a few at a time. The rule is written first, so it is there when the
 * paused functions come back (their caches start empty).
 */
async function seed(): Promise<void> {
  const db = adminDb();
  await db.doc(systemPath).set({ name: '10,000 sensors', admin: [DEMO_USER.email], users: [], createdAt: Date.now() });
  await db.doc(`${systemPath}/eventRules/hot`).set({
    name: 'Too hot',
    enabled: true,
    kind: 'threshold',
    op: 'gt',
    threshold: 40,
    hysteresis: 1,
    devices: ['*'],
    channels: [],
  });
  await setTriggers(false);
  try {
    await db.doc(`gatewayInfo/${GATEWAY}`).set({ systemId: SID });
    await db.doc(`gatewayKeys/${GATEWAY}`).set({ systemId: SID, keyHash: hashGatewayKey(KEY) });
    await db.doc(`${systemPath}/devices/${GATEWAY}`).set({ sn: GATEWAY, type: 'GATEWAY', config: {} });
    const state = { ...NEVER_HEARD_STATE, online: true, lastSeen: Date.now() - 60_000 };
    const chunks = Array.from({ length: SENSORS / 500 }, (_, c) => c);
    for (let i = 0; i < chunks.length; i += 4) {
      await Promise.all(
        chunks.slice(i, i + 4).map(async (c) => {
          const batch = db.batch();
          for (let n = c * 500 + 1; n <= (c + 1) * 500; n++) {
            const sn = sensorSn(n);
            batch.set(db.doc(`${systemPath}/devices/${sn}`), {
              sn,
              type: 'SENSOR',
              config: LARGE_SENSOR_CONFIG,
              state,
            });
          }
          await batch.commit();
        }),
      );
    }
  } finally {
    await setTriggers(true);
  }
}

describe('a rule watching 10,000 sensors', () => {
  // Cleared with the triggers paused: the emulator's clear runs each device's removal trigger, and
  // 10,000 of them (about 6 minutes here) held up the next files of the shard, whose set-ups then
  // timed out (docs/TESTING.md, flake register). Cleared before, not after: the bulk files run
  // last on their stack (tests/support/bulkLastSequencer.ts), so after this one comes either
  // nothing (the stack stops; clearing 10,000 devices for no reader took a minute of the shard)
  // or the other bulk file, whose own clear (this one) takes them.
  beforeAll(async () => {
    await clearFirestoreTriggersPaused();
    await seed();
  }, 900_000);
  afterAll(async () => {
    await closeAdmin();
  });

  const device = (sn: string) => adminDb().doc(`${systemPath}/devices/${sn}`);
  const alarms = async () => (await adminDb().doc(`${systemPath}/summary/counts`).get()).get('alarms') as number;
  const events = async () =>
    (await adminDb().collection(`${systemPath}/events`).where('ruleId', '==', 'hot').get()).docs.map((d) =>
      EventSchema.parse(d.data()),
    );
  const post = async (sns: readonly string[], time: number, raw: number) => {
    const samples = sns.map((sn) => ({ sn, time, rawValues: [raw] }));
    expect((await postIngest({ gatewaySn: GATEWAY, samples }, KEY)).status).toBe(202);
  };

  it('raises and clears alarms on sensors anywhere among them; the state is kept with each sensor', async () => {
    const watched = [sensorSn(1), sensorSn(5_000), sensorSn(SENSORS)];
    const t0 = Date.now();
    await post(watched, t0, 500); // 50 °C: over the limit
    // The first delivery after the triggers came back may wait for a function worker to load.
    const raised = await eventually(async () => {
      const list = await events();
      return list.filter((e) => e.kind === 'alarm').length === watched.length ? list : undefined;
    }, 180_000);
    expect(raised.map((e) => e.deviceSn).sort()).toEqual([...watched].sort());
    for (const sn of watched) {
      const d = await eventually(async () => {
        const data = (await device(sn).get()).data();
        return data?.state?.alarm?.includes('hot') ? data : undefined;
      });
      expect(d.ruleState?.hot).toMatchObject({ active: true, conditionSince: t0 });
    }
    // The counts are folded from delta documents by a trigger of their own, whose events the
    // Firestore emulator hands over behind the seed's 10,000 (dropped, one by one): a bound as wide
    // as the first delivery's (a wait on the condition, not a sleep).
    await eventually(async () => ((await alarms()) === watched.length ? true : undefined), 180_000);

    await post(watched, t0 + 1_000, 200); // 20 °C: back in range
    const cleared = await eventually(async () => {
      const list = (await events()).filter((e) => e.kind === 'alarm_cleared');
      return list.length === watched.length ? list : undefined;
    }, 120_000);
    expect(cleared.map((e) => e.deviceSn).sort()).toEqual([...watched].sort());
    await eventually(async () => ((await alarms()) === 0 ? true : undefined), 120_000);
    for (const sn of watched) expect((await device(sn).get()).get('ruleState.hot.active')).toBe(false);

    // The rule document holds its definition only, however many sensors it watches.
    const rule = (await adminDb().doc(`${systemPath}/eventRules/hot`).get()).data();
    expect(rule).not.toHaveProperty('state');
    expect(JSON.stringify(rule).length).toBeLessThan(1_000);
  }, 400_000);
});
