import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually as eventuallyIn, postIngest } from '../support/emulators.js';
import { dayRollup, devicePath, historyReaches } from '../support/pipeline.js';

const [gw1, gw2] = DEMO_GATEWAYS;
const post = async (gw: (typeof DEMO_GATEWAYS)[number], samples: unknown[]) => {
  const res = await postIngest({ gatewaySn: gw.sn, samples }, gw.key);
  expect(res.status).toBe(202);
};
/** The rollup of the day of `time` as readers see it (the device's running one, or the day's document). */
const rollupOf = async (sn: string, time: number) =>
  dayRollup(devicePath(sn), new Date(time).toISOString().slice(0, 10));
const hourOf = (time: number) => String(new Date(time).getUTCHours());
// A first delivery may have to start a function worker, which takes long on a busy machine.
const WAIT_MS = 150_000;
const eventually = <T>(check: () => Promise<T | undefined>) => eventuallyIn(check, WAIT_MS);

describe('replays and broken configs', () => {
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
  });
  afterAll(closeAdmin);

  it(
    'the same sample time again with another value: history, device and rollup agree',
    async () => {
      const sn = 'S-1006'; // ppm, no calc
      const hourStart = Math.floor((Date.now() - 5 * 60_000) / 3_600_000) * 3_600_000;
      const t = (i: number) => Math.min(hourStart + i * 1000, Date.now() - 5000 + i);
      await post(gw2, [
        { sn, time: t(1), rawValues: [500], rssi: -70 },
        { sn, time: t(2), rawValues: [900], rssi: -72 },
      ]);
      await historyReaches(sn, 2);
      // Replace the newest (the max of its hour): a recount from history.
      await post(gw2, [{ sn, time: t(2), rawValues: [600], rssi: -71 }]);
      const rollup = await eventually(async () => {
        const r = await rollupOf(sn, t(2));
        return r?.values['0']?.max === 600 ? r : undefined;
      });
      expect(rollup.values['0']).toEqual({ min: 500, max: 600, sum: 1100, count: 2 });
      expect(rollup.samples[hourOf(t(2))]).toBe(2);
      expect(
        (
          await adminDb()
            .doc(`${devicePath(sn)}/samples/${t(2)}`)
            .get()
        ).get('values'),
      ).toEqual([600]);
      const device = (await adminDb().doc(devicePath(sn)).get()).data();
      expect(device?.sample).toMatchObject({ time: t(2), values: [600] });
      expect(device?.state?.display).toEqual(['600 ppm']);
    },
    3 * WAIT_MS,
  );

  it(
    'the same sample heard through another gateway keeps both sightings, in history and rssi',
    async () => {
      const sn = 'S-1001';
      const time = Date.now() - 4000;
      await post(gw1, [{ sn, time, rawValues: [200, 500], rssi: -80 }]);
      await historyReaches(sn, 1);
      await post(gw2, [{ sn, time, rawValues: [200, 500], rssi: -60 }]);
      const stored = await eventually(async () => {
        const d = (
          await adminDb()
            .doc(`${devicePath(sn)}/samples/${time}`)
            .get()
        ).data();
        return d && Object.keys(d.gateways ?? {}).length === 2 ? d : undefined;
      });
      expect(stored.gateways).toEqual({ [gw1.sn]: { time, rssi: -80 }, [gw2.sn]: { time, rssi: -60 } });
      const rollup = await eventually(async () => {
        const r = await rollupOf(sn, time);
        return r && Object.keys(r.rssi).length === 2 ? r : undefined;
      });
      expect(rollup.values['0'].count).toBe(1);
      expect(rollup.rssi[gw1.sn]).toEqual({ min: -80, max: -80, sum: -80, count: 1 });
      expect(rollup.rssiHours[hourOf(time)][gw2.sn]).toEqual({ min: -60, max: -60, sum: -60, count: 1 });
      // The device's latest sample is updated after history and rollups (docs/PIPELINE.md): wait for it.
      const device = await eventually(async () => {
        const d = (await adminDb().doc(devicePath(sn)).get()).data();
        return Object.keys(d?.sample?.gateways ?? {}).length === 2 ? d : undefined;
      });
      expect(Object.keys(device.sample.gateways).sort()).toEqual([gw1.sn, gw2.sn]);
    },
    3 * WAIT_MS,
  );

  it(
    'config.calc = 5: every sample is still stored (raw), and the device says what is wrong',
    async () => {
      const sn = 'S-1002';
      await adminDb().doc(devicePath(sn)).update({ 'config.calc': 5 });
      const time = Date.now() - 3000;
      await post(gw1, [{ sn, time, rawValues: [640] }]);
      await historyReaches(sn, 1);
      const stored = (
        await adminDb()
          .doc(`${devicePath(sn)}/samples/${time}`)
          .get()
      ).data();
      expect(stored).toMatchObject({ time, rawValues: [640], values: [] });
      const device = await eventually(async () => {
        const d = (await adminDb().doc(devicePath(sn)).get()).data();
        return d?.sample?.time === time ? d : undefined;
      });
      expect(device.state.errorText).toBe('Check config: calc is not a list of formulas');
      // Fixed config: the next sample is scaled again and the error is gone.
      await adminDb()
        .doc(devicePath(sn))
        .update({ 'config.calc': [{ expression: 'a * x + b', substitutions: { a: 0.05, b: -2 }, unit: '%' }] });
      await post(gw1, [{ sn, time: time + 1000, rawValues: [640] }]);
      const fixed = await eventually(async () => {
        const d = (await adminDb().doc(devicePath(sn)).get()).data();
        return d?.sample?.time === time + 1000 ? d : undefined;
      });
      expect(fixed.state.errorText).toBeNull();
      expect(fixed.sample.values).toEqual([30]);
    },
    3 * WAIT_MS,
  );
});
