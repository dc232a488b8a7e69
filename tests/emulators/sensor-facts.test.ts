import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS } from '../../scripts/demo/demoData.js';
import { seedDemo } from '../../scripts/demo/seed.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled, postIngest } from '../support/emulators.js';
import { devicePath, saveRuleInForce } from '../support/pipeline.js';
import { DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';

const gateway = DEMO_GATEWAYS[0];
const sn = 'S-1002'; // watched by no rule and read by no virtual sensor
const device = () => adminDb().doc(devicePath(sn));

async function postAndWait(time: number, facts: Record<string, unknown>): Promise<void> {
  const res = await postIngest(
    { gatewaySn: gateway.sn, samples: [{ sn, time, rawValues: [700], ...facts }] },
    gateway.key,
  );
  expect(res.status).toBe(202);
  await eventually(async () => ((await device().get()).get('sample.time') === time ? true : undefined));
}

describe('sensor facts (battery, firmware, protocol) in the samples', () => {
  beforeAll(async () => {
    await clearFirestore();
    await seedDemo();
  });
  afterAll(closeAdmin);

  it('reach the device (facts) with the sample; battery is kept in history', async () => {
    const time = Date.now() - 60_000;
    await postAndWait(time, { battery: 87, firmware: '1.4.2', protocol: 'V3' });
    expect((await device().get()).get('facts')).toMatchObject({ battery: 87, firmware: '1.4.2', protocol: 'V3' });
    expect(
      (
        await adminDb()
          .doc(`${devicePath(sn)}/samples/${time}`)
          .get()
      ).get('battery'),
    ).toBe(87);
  });

  it('repeating them costs no write beyond the sample; a change updates only that fact', async () => {
    await functionsSettled();
    const writes: number[] = [];
    let first = true;
    const stop = device().onSnapshot((snap) => {
      if (!first) writes.push(snap.get('sample.time') as number);
      first = false;
    });
    const start = Date.now() - 50_000;
    for (let i = 0; i < 3; i++) await postAndWait(start + i * 1000, { battery: 87, firmware: '1.4.2', protocol: 'V3' });
    await postAndWait(start + 5000, {});
    await postAndWait(start + 6000, { battery: 86 });
    await functionsSettled();
    stop();
    // A listener may fold two quick writes into one snapshot (a loaded machine's run saw 4 of the
    // 5 samples): a write beyond a sample's would show as a second snapshot of the same sample.
    expect(new Set(writes).size, `writes seen: ${writes.join(', ')}`).toBe(writes.length);
    expect(writes.at(-1)).toBe(start + 6000);
    expect(writes.every((t) => t >= start && t <= start + 6000)).toBe(true);
    expect((await device().get()).get('facts')).toMatchObject({ battery: 86, firmware: '1.4.2', protocol: 'V3' });
  });

  it('a bad value is a 400 naming the sample and field, and nothing of the post is written', async () => {
    const time = Date.now() - 1000;
    for (const [facts, field] of [
      [{ battery: 120 }, 'samples.1.battery'],
      [{ battery: 'full' }, 'samples.1.battery'],
      [{ protocol: 'V4' }, 'samples.1.protocol'],
      [{ firmware: 7 }, 'samples.1.firmware'],
    ] as const) {
      const samples = [
        { sn, time, rawValues: [710] },
        { sn, time: time - 1, rawValues: [710], ...facts },
      ];
      const res = await postIngest({ gatewaySn: gateway.sn, samples }, gateway.key);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ field });
    }
    await functionsSettled();
    expect(
      (
        await adminDb()
          .doc(`${devicePath(sn)}/samples/${time}`)
          .get()
      ).exists,
    ).toBe(false);
    expect((await device().get()).get('facts.battery')).toBe(86);
  });

  it('a rule watching battery raises its alarm from the battery a sample reports', async () => {
    const rulePath = `system/${DEMO_SYSTEM_ID}/eventRules/battery-low`;
    await saveRuleInForce(rulePath, gateway.sn, {
      name: 'Battery low',
      kind: 'threshold',
      watch: 'battery',
      devices: [sn],
      op: 'lt',
      threshold: 20,
    });
    await postAndWait(Date.now() - 500, { battery: 15 });
    const events = await eventually(async () => {
      const snap = await adminDb()
        .collection(`system/${DEMO_SYSTEM_ID}/events`)
        .where('ruleId', '==', 'battery-low')
        .get();
      return snap.empty ? undefined : snap.docs.map((d) => d.data());
    });
    expect(events).toEqual([expect.objectContaining({ kind: 'alarm', deviceSn: sn, value: 15 })]);
    expect(String(events[0].text)).toContain('15 %');
  });
});
