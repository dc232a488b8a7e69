import { RollupSchema } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, postIngest } from '../support/emulators.js';

const gateway = DEMO_GATEWAYS[0];
const devicePath = `system/${DEMO_SYSTEM_ID}/devices/S-1001`; // values x/10: °C and %RH

describe('rollups', () => {
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
  });
  afterAll(closeAdmin);

  it('keeps the day and hour min/max/mean/count per value, one document per day, in the sample batch', async () => {
    // Three samples in one past hour (UTC): the start of the hour ten minutes ago, plus seconds.
    const hourStart = Math.floor((Date.now() - 10 * 60_000) / 3_600_000) * 3_600_000;
    const day = new Date(hourStart).toISOString().slice(0, 10);
    const hour = String(new Date(hourStart).getUTCHours());
    const inHour = (i: number) => hourStart + (i + 1) * 1000;
    const samples = [
      { sn: 'S-1001', time: inHour(0), rawValues: [200, 500] },
      { sn: 'S-1001', time: inHour(1), rawValues: [240, 30115] },
    ];
    expect((await postIngest({ gatewaySn: gateway.sn, samples }, gateway.key)).status).toBe(202);
    expect(
      (
        await postIngest(
          { gatewaySn: gateway.sn, samples: [{ sn: 'S-1001', time: inHour(2), rawValues: [250, 700] }] },
          gateway.key,
        )
      ).status,
    ).toBe(202);
    const rollup = await eventually(async () => {
      const snap = await adminDb().doc(`${devicePath}/rollups/${day}`).get();
      const r = snap.exists ? RollupSchema.parse(snap.data()) : undefined;
      return r?.values['0']?.count === 3 ? r : undefined;
    });
    expect(rollup.values['0']).toEqual({ min: 20, max: 25, sum: 69, count: 3 });
    // The error code is not a measurement.
    expect(rollup.values['1']).toEqual({ min: 50, max: 70, sum: 120, count: 2 });
    expect(rollup.hours[hour]['0']).toEqual(rollup.values['0']);
    const all = await adminDb().collection(`${devicePath}/rollups`).get();
    expect(all.size).toBe(1);
  });
});
