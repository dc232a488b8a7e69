import { RollupSchema } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, postIngest } from '../support/emulators.js';
import { dayRollup } from '../support/pipeline.js';

const gateway = DEMO_GATEWAYS[0];
const devicePath = (sn: string) => `system/${DEMO_SYSTEM_ID}/devices/${sn}`;
const DAY = 24 * 3_600_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

async function post(samples: { sn: string; time: number; rawValues: number[] }[]): Promise<void> {
  expect((await postIngest({ gatewaySn: gateway.sn, samples }, gateway.key)).status).toBe(202);
}

/** The device's running rollup (its newest day) and its day documents, as stored. */
async function stored(sn: string) {
  const device = await adminDb().doc(devicePath(sn)).get();
  const docs = await adminDb()
    .collection(`${devicePath(sn)}/rollups`)
    .get();
  return {
    running: RollupSchema.parse(device.get('rollup')),
    documents: new Map(docs.docs.map((d) => [d.id, RollupSchema.parse(d.data())])),
  };
}

const count = (r: { samples: Record<string, number> } | undefined) =>
  Object.values(r?.samples ?? {}).reduce((a, b) => a + b, 0);

describe('rollups', () => {
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
  });
  afterAll(closeAdmin);

  it('keeps the day and hour min/max/mean/count per value, the day in progress on the device (no rollup document written)', async () => {
    // Three samples in one past hour (UTC): the start of the hour ten minutes ago, plus seconds.
    const hourStart = Math.floor((Date.now() - 10 * 60_000) / 3_600_000) * 3_600_000;
    const day = dayOf(hourStart);
    const hour = String(new Date(hourStart).getUTCHours());
    const inHour = (i: number) => hourStart + (i + 1) * 1000;
    await post([
      { sn: 'S-1001', time: inHour(0), rawValues: [200, 500] },
      { sn: 'S-1001', time: inHour(1), rawValues: [240, 30115] },
    ]);
    await post([{ sn: 'S-1001', time: inHour(2), rawValues: [250, 700] }]);
    const rollup = await eventually(async () => {
      const r = await dayRollup(devicePath('S-1001'), day);
      return r?.values['0']?.count === 3 ? r : undefined;
    });
    expect(rollup.values['0']).toEqual({ min: 20, max: 25, sum: 69, count: 3 }); // values x/10
    // The error code is not a measurement.
    expect(rollup.values['1']).toEqual({ min: 50, max: 70, sum: 120, count: 2 });
    expect(rollup.hours[hour]['0']).toEqual(rollup.values['0']);
    const { running, documents } = await stored('S-1001');
    expect(running).toEqual(rollup);
    expect(documents.size).toBe(0);
  });

  it('a later day takes the running place and the day before is written to its document once; a late sample goes to its day’s document', async () => {
    const sn = 'S-1002';
    const d1 = Date.UTC(2026, 0, 10, 12);
    const d2 = d1 + DAY;
    await post([{ sn, time: d1, rawValues: [400] }]);
    await eventually(async () =>
      (await stored(sn).catch(() => undefined))?.running.day === dayOf(d1) ? true : undefined,
    );
    await post([{ sn, time: d2, rawValues: [500] }]);
    await eventually(async () => ((await stored(sn)).running.day === dayOf(d2) ? true : undefined));
    let now = await stored(sn);
    expect([...now.documents.keys()]).toEqual([dayOf(d1)]);
    expect(count(now.documents.get(dayOf(d1)))).toBe(1);
    expect(count(now.running)).toBe(1);

    // A late sample of the flushed day: counted in its document; the running day is left as it was.
    await post([{ sn, time: d1 + 3_600_000, rawValues: [410] }]);
    await eventually(async () => (count((await stored(sn)).documents.get(dayOf(d1))) === 2 ? true : undefined));
    expect(count((await stored(sn)).running)).toBe(1);

    // One post across midnight: the running day takes its sample and is flushed; the next day runs.
    const midnight = Date.parse(`${dayOf(d2 + DAY)}T00:00:00Z`);
    await post([
      { sn, time: midnight - 1000, rawValues: [520] },
      { sn, time: midnight + 1000, rawValues: [530] },
    ]);
    await eventually(async () => ((await stored(sn)).running.day === dayOf(midnight) ? true : undefined));
    now = await stored(sn);
    expect([...now.documents.keys()].sort()).toEqual([dayOf(d1), dayOf(d2)]);
    expect(count(now.documents.get(dayOf(d2)))).toBe(2);
    expect(count(now.running)).toBe(1);
    // Readers see every day once: two documents and the running day.
    expect(count(await dayRollup(devicePath(sn), dayOf(d2)))).toBe(2);
    expect(count(await dayRollup(devicePath(sn), dayOf(midnight)))).toBe(1);
  });
});
