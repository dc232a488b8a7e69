import { EventSchema } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escalationDeliveryId, sweepEscalations } from '../../functions/src/workflows/escalation.js';
import { webhookSignatureMatches } from '../../functions/src/domain/webhookSignature.js';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, postIngest } from '../support/emulators.js';
import { startHttpServer, type RecordingHttpServer } from '../support/localServers.js';
import { saveRuleInForce } from '../support/pipeline.js';

const gateway = DEMO_GATEWAYS[0];
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const SN = 'S-1002'; // soil moisture: value = 0.05 * raw - 2
/** The escalation channel's own signing secret (stored directly, as rotateChannelSecret would). */
const BOSS_SECRET = 'secret-of-boss';

async function post(time: number, raw: number): Promise<void> {
  const res = await postIngest({ gatewaySn: gateway.sn, samples: [{ sn: SN, time, rawValues: [raw] }] }, gateway.key);
  expect(res.status).toBe(202);
  await eventually(async () =>
    (await adminDb().doc(`${systemPath}/devices/${SN}`).get()).get('sample.time') === time ? true : undefined,
  );
}

const alarmOf = (ruleId: string) =>
  eventually(async () => {
    const snap = await adminDb()
      .collection(`${systemPath}/events`)
      .where('ruleId', '==', ruleId)
      .where('kind', '==', 'alarm')
      .get();
    const doc = snap.docs[0];
    return doc ? { id: doc.id, ...EventSchema.parse(doc.data()) } : undefined;
  }, 90_000);

describe('escalation: an alarm nobody acknowledges goes to the second channel, once', () => {
  let boss: RecordingHttpServer;
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    boss = await startHttpServer(0);
    await adminDb()
      .doc(`${systemPath}/pushConfig/boss`)
      .set({
        type: 'webhook',
        name: 'Boss',
        target: `${boss.url}/escalations`,
        enabled: true,
      });
    await adminDb().doc(`${systemPath}/channelSecrets/boss`).set({ secret: BOSS_SECRET, createdAt: Date.now() });
  });
  afterAll(async () => {
    await boss?.close();
    await closeAdmin();
  });

  it('marks the alarm, escalates it once when due (also when swept twice at once), never again', async () => {
    await saveRuleInForce(`${systemPath}/eventRules/wet`, gateway.sn, {
      name: 'Too wet',
      kind: 'threshold',
      op: 'gt',
      threshold: 40,
      devices: [SN],
      channels: [],
      escalationChannel: 'boss',
      escalateAfterMin: 10,
      enabled: true,
      state: {},
    });
    const t0 = Date.now() - 60_000;
    await post(t0, 900); // 43: alarm
    const alarm = await alarmOf('wet');
    expect(alarm.escalateAt).toBe(alarm.time + 10 * 60_000);
    const due = alarm.escalateAt ?? 0;

    expect(await sweepEscalations(due - 1)).toEqual([]);
    expect(boss.requests).toHaveLength(0);

    const [a, b] = await Promise.all([sweepEscalations(due + 1), sweepEscalations(due + 1)]);
    expect([...a, ...b]).toEqual([alarm.id]);
    expect(await sweepEscalations(due + 120_000)).toEqual([]);
    await eventually(async () => (boss.requests.length > 0 ? true : undefined));
    expect(boss.requests).toHaveLength(1);
    const req = boss.requests[0]!;
    expect(webhookSignatureMatches(BOSS_SECRET, req.body, String(req.headers['x-neuron-signature']), Date.now())).toBe(
      true,
    );
    expect(JSON.parse(req.body)).toMatchObject({
      eventId: alarm.id,
      title: expect.stringContaining('Not acknowledged'),
    });

    const stored = EventSchema.parse((await adminDb().doc(`${systemPath}/events/${alarm.id}`).get()).data());
    expect(stored).toMatchObject({ escalateAt: null, escalatedAt: due + 1, escalatedTo: 'boss' });
    const marker = await adminDb()
      .doc(`${systemPath}/deliveries/${escalationDeliveryId(alarm.id)}_boss`)
      .get();
    expect(marker.get('status')).toBe('sent');
  }, 240_000);

  it('an alarm acknowledged in time is not escalated; its marker is cleared', async () => {
    await saveRuleInForce(`${systemPath}/eventRules/dry`, gateway.sn, {
      name: 'Too dry',
      kind: 'threshold',
      op: 'lt',
      threshold: 10,
      devices: [SN],
      channels: [],
      escalationChannel: 'boss',
      escalateAfterMin: 5,
      enabled: true,
      state: {},
    });
    await post(Date.now() - 30_000, 100); // 3: dry alarm
    const alarm = await alarmOf('dry');
    await adminDb()
      .doc(`${systemPath}/events/${alarm.id}`)
      .update({ acknowledgedBy: 'demo@neuron.dev', acknowledgedAt: Date.now(), ackComment: 'On it' });
    const before = boss.requests.length;
    expect(await sweepEscalations((alarm.escalateAt ?? 0) + 1)).toEqual([]);
    expect((await adminDb().doc(`${systemPath}/events/${alarm.id}`).get()).get('escalateAt')).toBeNull();
    expect(boss.requests).toHaveLength(before);
  }, 240_000);
});
