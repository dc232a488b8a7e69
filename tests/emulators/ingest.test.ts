import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled, postIngest } from '../support/emulators.js';

const gateway = DEMO_GATEWAYS[0];
const devicePath = (sn: string) => `system/${DEMO_SYSTEM_ID}/devices/${sn}`;

async function snapshotOfDevice(sn: string) {
  const device = await adminDb().doc(devicePath(sn)).get();
  const history = await adminDb()
    .collection(`${devicePath(sn)}/samples`)
    .get();
  return { device: device.data(), historyIds: history.docs.map((d) => d.id).sort() };
}

describe('ingest → samples topic → storeSamples', () => {
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
  });
  afterAll(closeAdmin);

  it('stores a valid sample in history and on the device, scaled by its calc formula', async () => {
    const time = Date.now() - 1000;
    const res = await postIngest(
      { gatewaySn: gateway.sn, samples: [{ sn: 'S-1001', time, rawValues: [231, 555], rssi: -71 }] },
      gateway.key,
    );
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ accepted: 1 });
    const device = await eventually(async () => {
      const d = (await adminDb().doc(devicePath('S-1001')).get()).data();
      return d?.sample?.time === time ? d : undefined;
    });
    expect(device.sample).toMatchObject({
      time,
      values: [23.1, 55.5],
      rawValues: [231, 555],
      rssi: -71,
      gatewaySn: gateway.sn,
    });
    expect(device.state).toMatchObject({ sampleTime: time, online: true, display: ['23.1 °C', '55.5 %RH'] });
    // The device is updated first, history a moment later (docs/PIPELINE.md).
    const history = await eventually(async () => {
      const h = await adminDb()
        .doc(`${devicePath('S-1001')}/samples/${time}`)
        .get();
      return h.exists ? h : undefined;
    });
    expect(history.get('values')).toEqual([23.1, 55.5]);
  });

  it('keeps the newer sample on the device when an older one arrives late, but stores both in history', async () => {
    const newer = Date.now() - 2000;
    const older = newer - 60_000;
    await postIngest(
      { gatewaySn: gateway.sn, samples: [{ sn: 'S-1002', time: newer, rawValues: [800] }] },
      gateway.key,
    );
    await eventually(async () =>
      (await adminDb().doc(devicePath('S-1002')).get()).get('sample.time') === newer ? true : undefined,
    );
    await postIngest(
      { gatewaySn: gateway.sn, samples: [{ sn: 'S-1002', time: older, rawValues: [100] }] },
      gateway.key,
    );
    await eventually(async () =>
      (
        await adminDb()
          .doc(`${devicePath('S-1002')}/samples/${older}`)
          .get()
      ).exists
        ? true
        : undefined,
    );
    expect((await adminDb().doc(devicePath('S-1002')).get()).get('sample.time')).toBe(newer);
  });

  it('stores a repeated delivery once (history id = sample time)', async () => {
    const time = Date.now() - 3000;
    const body = { gatewaySn: gateway.sn, samples: [{ sn: 'S-1003', time, rawValues: [1] }] };
    await postIngest(body, gateway.key);
    await postIngest(body, gateway.key);
    await eventually(async () =>
      (await adminDb().doc(devicePath('S-1003')).get()).get('sample.time') === time ? true : undefined,
    );
    // The device is updated first, history a moment later (docs/PIPELINE.md): wait for both
    // deliveries' history writes, then expect one document.
    const sameTime = () =>
      adminDb()
        .collection(`${devicePath('S-1003')}/samples`)
        .where('time', '==', time)
        .get();
    await eventually(async () => ((await sameTime()).size > 0 ? true : undefined));
    await functionsSettled();
    expect((await sameTime()).size).toBe(1);
  });

  it('lists a posted sensor on the gateway key, and refuses its samples once it is removed', async () => {
    const sn = 'S-LISTED';
    const keyDoc = adminDb().doc(`gatewayKeys/${gateway.sn}`);
    const listed = async () => ((await keyDoc.get()).get('sensors') as string[] | undefined) ?? [];
    await adminDb()
      .doc(devicePath(sn))
      .set({ sn, type: 'SENSOR', alias: 'Listed', tags: [], labels: [], config: {}, sample: null });
    const post = () =>
      postIngest({ gatewaySn: gateway.sn, samples: [{ sn, time: Date.now() - 500, rawValues: [1] }] }, gateway.key);
    expect((await post()).status).toBe(202);
    // Ingest listed it before answering: the next post checks it without reading the device.
    expect(await listed()).toContain(sn);
    await adminDb().doc(devicePath(sn)).delete();
    await eventually(async () => (!(await listed()).includes(sn) ? true : undefined));
    const refused = await post();
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ field: 'samples.0.sn' });
  });

  // `platform`: refused by the functions framework's JSON parser before our handler runs, so
  // the answer is its plain 400, not our JSON error.
  const refusals: {
    name: string;
    body: unknown;
    key: string | undefined;
    status: number;
    field?: string;
    platform?: boolean;
  }[] = [
    {
      name: 'a wrong key',
      body: { gatewaySn: gateway.sn, samples: [{ sn: 'S-1004', time: Date.now(), rawValues: [1] }] },
      key: 'not-the-key',
      status: 401,
      field: 'authorization',
    },
    {
      name: 'no key',
      body: { gatewaySn: gateway.sn, samples: [{ sn: 'S-1004', time: Date.now(), rawValues: [1] }] },
      key: undefined,
      status: 401,
      field: 'authorization',
    },
    {
      name: 'an unknown gateway',
      body: { gatewaySn: 'GW-NOPE', samples: [{ sn: 'S-1004', time: Date.now(), rawValues: [1] }] },
      key: gateway.key,
      status: 401,
      field: 'authorization',
    },
    {
      name: 'a body that is not JSON',
      body: '{"gatewaySn": ',
      key: gateway.key,
      status: 400,
      platform: true,
    },
    {
      name: 'a missing samples list',
      body: { gatewaySn: gateway.sn },
      key: gateway.key,
      status: 400,
      field: 'samples',
    },
    {
      name: 'a value that is not a number',
      body: { gatewaySn: gateway.sn, samples: [{ sn: 'S-1004', time: Date.now(), rawValues: ['hot'] }] },
      key: gateway.key,
      status: 400,
      field: 'samples.0.rawValues.0',
    },
    {
      name: 'a sensor the system does not have',
      body: { gatewaySn: gateway.sn, samples: [{ sn: 'S-9999', time: Date.now(), rawValues: [1] }] },
      key: gateway.key,
      status: 422,
      field: 'samples.0.sn',
    },
    {
      name: 'a sample from the future',
      body: { gatewaySn: gateway.sn, samples: [{ sn: 'S-1004', time: Date.now() + 3_600_000, rawValues: [1] }] },
      key: gateway.key,
      status: 422,
      field: 'samples.0.time',
    },
  ];

  for (const r of refusals) {
    it(`refuses ${r.name} with ${r.status}${r.field ? ` naming ${r.field}` : ''}, and writes nothing`, async () => {
      // An earlier test's writes may still be recomputing this device: compare from a settled state.
      await functionsSettled();
      const before = await snapshotOfDevice('S-1004');
      const res = await postIngest(r.body, r.key);
      expect(res.status).toBe(r.status);
      if (!r.platform) {
        expect(res.json).toMatchObject({ error: expect.any(String), ...(r.field ? { field: r.field } : {}) });
      }
      // A wrongly published message would have run storeSamples: check once the functions are idle.
      await functionsSettled();
      expect(await snapshotOfDevice('S-1004')).toEqual(before);
    });
  }
});
