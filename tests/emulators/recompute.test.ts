import { EventSchema } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled, postIngest } from '../support/emulators.js';
import { saveRuleInForce } from '../support/pipeline.js';

const [gw1, gw2] = DEMO_GATEWAYS;
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const device = (sn: string) => adminDb().doc(`${systemPath}/devices/${sn}`);

/**
 * An admin's edit of a device's config as the client saves it: the whole edit to deviceEdits/{sn}
 * (onDeviceEdit applies it to the device), `change` over the config as stored.
 */
async function editConfig(sn: string, change: Record<string, unknown>) {
  const d = (await device(sn).get()).data() ?? {};
  const config = { ...(d.config as Record<string, unknown>), ...change };
  const edit = { alias: d.alias ?? '', tags: d.tags ?? [], labels: d.labels ?? [], config };
  await adminDb().doc(`${systemPath}/deviceEdits/${sn}`).set(edit);
}

async function postAndWait(gw: (typeof DEMO_GATEWAYS)[number], sn: string, time: number, rawValues: number[]) {
  expect((await postIngest({ gatewaySn: gw.sn, samples: [{ sn, time, rawValues }] }, gw.key)).status).toBe(202);
  await eventually(async () => ((await device(sn).get()).get('sample.time') === time ? true : undefined));
}

const displayOf = (sn: string, text: string) =>
  eventually(async () => {
    const d = (await device(sn).get()).data();
    return d?.state?.display?.[0] === text ? d : undefined;
  });

describe('a config edit: the latest value and history kept as measured, in their units', () => {
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
  });
  afterAll(closeAdmin);

  it('a formula and unit edit keeps the latest sample, its unit and its history as measured; the next sample takes the new formula and unit', async () => {
    const t = Date.now() - 5_000;
    await postAndWait(gw2, 'S-1005', t, [-1850]); // -18.5 °C
    await postAndWait(gw1, 'S-1001', t + 1_000, [215, 600]); // 21.5 °C
    await displayOf('S-1001', '21.5 °C');
    const virtualIs = (value: number) =>
      eventually(async () => ((await device('V-3001').get()).get('sample.values')?.[0] === value ? true : undefined));
    await virtualIs(40); // 21.5 − (−18.5)
    const editedAt = Date.now();
    await editConfig('S-1001', { calc: ['x / 10 + 1', 'x / 10'], si: ['K', '%RH'] });
    // The formula change is recorded once, at the edit's time, for the charts and the backtest.
    const changes = await eventually(async () => (await device('S-1001').get()).get('configChanges') as number[]);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toBeGreaterThanOrEqual(editedAt - 1_000);
    expect(changes[0]).toBeLessThanOrEqual(Date.now());
    await functionsSettled();
    // The row keeps the value measured under x / 10 (not 22.5) in the unit it was computed in
    // (not "21.5 K": a value is never shown under a unit it was not computed in).
    const edited = (await device('S-1001').get()).data();
    expect(edited?.sample).toMatchObject({ time: t + 1_000, values: [21.5, 60], units: ['°C', '%RH'] });
    expect(edited?.state.display).toEqual(['21.5 °C', '60 %RH']);
    // History and the virtual reading it keep what was measured: 21.5 − (−18.5).
    const kept = await device('S-1001')
      .collection('samples')
      .doc(String(t + 1_000))
      .get();
    expect(kept.get('values')).toEqual([21.5, 60]);
    expect((await device('V-3001').get()).get('sample.values')).toEqual([40]);
    await editConfig('S-1001', { si: ['K', '%RH'] }); // the same config: nothing to apply
    await functionsSettled();
    const after = await device('S-1001').get();
    expect(after.get('state.display')).toEqual(['21.5 °C', '60 %RH']);
    // No rewrite of the derived state followed the edit.
    await functionsSettled();
    expect((await device('S-1001').get()).updateTime?.isEqual(after.updateTime!)).toBe(true);
    // A unit or limit edit computes values the same way: no formula change is recorded.
    await editConfig('S-1001', { max: [40, 90] });
    await functionsSettled();
    expect((await device('S-1001').get()).get('configChanges')).toEqual(changes);
    // The next sample is computed with the new formula, in the new unit; the earlier one in history is unchanged.
    await postAndWait(gw1, 'S-1001', t + 2_000, [215, 600]);
    expect((await device('S-1001').get()).get('sample.values')).toEqual([22.5, 60]);
    await displayOf('S-1001', '22.5 K');
    expect(
      (
        await device('S-1001')
          .collection('samples')
          .doc(String(t + 1_000))
          .get()
      ).get('values'),
    ).toEqual([21.5, 60]);
    await virtualIs(41);
  });

  it('a virtual sensor’s expression edit keeps its value and history; the next input sample takes the new expression', async () => {
    const before = (await device('V-3001').get()).data();
    const time = before?.sample.time as number;
    await editConfig('V-3001', { expression: 'v1 + v2' });
    // The edit's own trigger records the change for the chart to mark.
    const changes = await eventually(async () => {
      const recorded = (await device('V-3001').get()).get('configChanges') as number[] | undefined;
      return recorded?.length ? recorded : undefined;
    });
    expect(changes).toHaveLength(1);
    await functionsSettled();
    const v = (await device('V-3001').get()).data();
    expect(v?.sample).toEqual(before?.sample);
    expect(v?.state.display).toEqual(['41 °C']);
    const history = (await device('V-3001').collection('samples').doc(String(time)).get()).data();
    expect(history?.values).toEqual([41]);
    // 22.5 + (−18.5) from the next input sample on.
    await postAndWait(gw1, 'S-1001', time + 1_000, [215, 600]);
    await eventually(async () => ((await device('V-3001').get()).get('sample.values')?.[0] === 4 ? true : undefined));
    expect((await device('V-3001').collection('samples').doc(String(time)).get()).get('values')).toEqual([41]);
  });

  it('a rule edit judges the latest sample again: a lower limit raises the alarm with no new sample', async () => {
    const rulePath = `${systemPath}/eventRules/cold`;
    const rule = { name: 'Cold', enabled: true, devices: ['S-1005'], channels: [], state: {}, kind: 'threshold' };
    await saveRuleInForce(rulePath, gw2.sn, { ...rule, op: 'gt', threshold: 0 });
    await functionsSettled();
    expect((await adminDb().collection(`${systemPath}/events`).where('ruleId', '==', 'cold').get()).size).toBe(0);
    await adminDb().doc(rulePath).update({ threshold: -20 });
    const events = await eventually(async () => {
      const snap = await adminDb().collection(`${systemPath}/events`).where('ruleId', '==', 'cold').get();
      return snap.size > 0 ? snap.docs.map((d) => EventSchema.parse(d.data())) : undefined;
    });
    expect(events).toMatchObject([{ kind: 'alarm', deviceSn: 'S-1005', value: -18.5 }]);
    await eventually(async () =>
      (await device('S-1005').get()).get('state.alarm')?.includes('cold') ? true : undefined,
    );
  });
});
