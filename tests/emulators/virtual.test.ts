import { DISPLAY_TEXT } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, postIngest } from '../support/emulators.js';
import { dayRollup } from '../support/pipeline.js';

const [gw1, gw2] = DEMO_GATEWAYS;
const devicePath = (sn: string) => `system/${DEMO_SYSTEM_ID}/devices/${sn}`;
// V-3001 = S-1001 (air, x/10) − S-1005 (cold room, x/100)
const virtualAt = (time: number) =>
  eventually(async () => {
    const d = (await adminDb().doc(devicePath('V-3001')).get()).data();
    return d?.sample?.time === time ? d : undefined;
  });

describe('virtual sensors', () => {
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
  });
  afterAll(closeAdmin);

  it('recomputes the virtual when an input gets a new sample', async () => {
    const t = Date.now() - 10_000;
    await postIngest({ gatewaySn: gw1.sn, samples: [{ sn: 'S-1001', time: t, rawValues: [215, 600] }] }, gw1.key);
    // Two batches may be stored in either order; this one is about the second input arriving.
    await virtualAt(t);
    await postIngest({ gatewaySn: gw2.sn, samples: [{ sn: 'S-1005', time: t + 1_000, rawValues: [-1850] }] }, gw2.key);
    const v = await virtualAt(t + 1_000);
    expect(v.sample.values).toEqual([40]);
    expect(v.state).toMatchObject({ online: true, display: ['40 °C'], errorText: null });
  });

  it('keeps history and rollups for the virtual sensor like a sensor (its value, by its time)', async () => {
    const t = Date.now() - 8_000;
    await postIngest({ gatewaySn: gw1.sn, samples: [{ sn: 'S-1001', time: t, rawValues: [255, 600] }] }, gw1.key);
    await virtualAt(t);
    const history = await eventually(async () => {
      const d = (
        await adminDb()
          .doc(`${devicePath('V-3001')}/samples/${t}`)
          .get()
      ).data();
      return d?.values?.[0] === 44 ? d : undefined; // 25.5 − (−18.5)
    });
    expect(history).toMatchObject({ time: t, values: [44] });
    const day = new Date(t).toISOString().slice(0, 10);
    const rollup = (await dayRollup(devicePath('V-3001'), day))!;
    const stored = await adminDb()
      .collection(`${devicePath('V-3001')}/samples`)
      .count()
      .get();
    expect(Object.values(rollup.samples).reduce((a, b) => a + b, 0)).toBe(stored.data().count);
    expect(rollup.values['0'].max).toBe(44);
  });

  it('takes every sample of a post: one virtual sample per input sample, in history, the newest on the device', async () => {
    const t = Date.now() - 7_000;
    const raws = [200, 210, 220, 230];
    const samples = raws.map((raw, i) => ({ sn: 'S-1001', time: t + i * 100, rawValues: [raw, 600] }));
    expect((await postIngest({ gatewaySn: gw1.sn, samples }, gw1.key)).status).toBe(202);
    const v = await virtualAt(t + 300);
    expect(v.sample.values).toEqual([41.5]); // 23 − (−18.5)
    const history = await eventually(async () => {
      const snap = await adminDb()
        .collection(`${devicePath('V-3001')}/samples`)
        .where('time', '>=', t)
        .get();
      return snap.size === raws.length ? snap.docs.map((d) => d.data()) : undefined;
    });
    expect(history.map((h) => [h.time - t, h.values[0]])).toEqual([
      [0, 38.5],
      [100, 39.5],
      [200, 40.5],
      [300, 41.5],
    ]);
  });

  it('shows the shared failure text when an input fails, and does not crash', async () => {
    const t = Date.now() - 5_000;
    await postIngest(
      { gatewaySn: gw2.sn, samples: [{ sn: 'S-1005', time: t, rawValues: [30115], status: 106 }] },
      gw2.key,
    );
    const v = await virtualAt(t);
    expect(v.sample.values).toEqual([null]);
    expect(v.state).toMatchObject({ display: [DISPLAY_TEXT.noValues], errorText: DISPLAY_TEXT.noValues });
  });

  it('an input that does not exist gives the failure text too', async () => {
    await adminDb()
      .doc(devicePath('V-3001'))
      .update({ 'config.inputs': ['S-1001', 'S-GONE'] });
    const t = Date.now() - 1_000;
    await postIngest({ gatewaySn: gw1.sn, samples: [{ sn: 'S-1001', time: t, rawValues: [200, 600] }] }, gw1.key);
    const v = await virtualAt(t);
    expect(v.state.display).toEqual([DISPLAY_TEXT.noValues]);
  });
});
