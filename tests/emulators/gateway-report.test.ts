import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { testFixturePorts } from '../../scripts/testFixtures.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled, postIngest } from '../support/emulators.js';
import { startHttpServer, type RecordingHttpServer } from '../support/localServers.js';

const gateway = DEMO_GATEWAYS[0];
const info = () => adminDb().doc(`gatewayInfo/${gateway.sn}`);
const key = () => adminDb().doc(`gatewayKeys/${gateway.sn}`);
const device = () => adminDb().doc(`system/${DEMO_SYSTEM_ID}/devices/${gateway.sn}`);
const cell = { homeMobileCountryCode: 238, homeMobileNetworkCode: 1, cellId: 4242, rssi: -79, locationAreaCode: 4021 };
const heartbeat = { gatewaySn: gateway.sn, gateway: { status: 1, cell, rssi: -71, firmware: '2.3.1' } };

describe('the gateway reports its own status on /ingest (local HTTP server as the geolocation service)', () => {
  let service: RecordingHttpServer;
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    service = await startHttpServer(testFixturePorts().geolocation, () => ({
      status: 200,
      body: { location: { lat: 55.68, lng: 12.57 }, accuracy: 850 },
    }));
  });
  afterAll(async () => {
    await service?.close();
    await closeAdmin();
  });

  it('a heartbeat with cell info writes status and cell, then the location is looked up', async () => {
    const res = await postIngest(heartbeat, gateway.key);
    expect(res).toMatchObject({ status: 202, json: { accepted: 0 } });
    const stored = (await info().get()).data();
    expect(stored).toMatchObject({ status: 1, cell, rssi: -71, firmware: '2.3.1' });
    const location = await eventually(async () => (await info().get()).get('location'));
    expect(location).toEqual({ lat: 55.68, lng: 12.57, accuracy: 850 });
  });

  it('the same heartbeat again writes nothing (within the minute, not even its note of being heard)', async () => {
    await functionsSettled();
    const before = await Promise.all([info().get(), key().get(), device().get()]);
    expect((await postIngest(heartbeat, gateway.key)).status).toBe(202);
    await functionsSettled();
    const after = await Promise.all([info().get(), key().get(), device().get()]);
    for (const [i, snap] of after.entries()) expect(snap.updateTime?.isEqual(before[i].updateTime!)).toBe(true);
    expect(service.requests).toHaveLength(1);
  });

  it('a post notes the gateway heard on its device alone: reportedAt and its own rssi, once a minute', async () => {
    const noted = (await device().get()).data() as { reportedAt: number; rollup: { rssi: Record<string, unknown> } };
    expect(noted.reportedAt).toBeGreaterThan(Date.now() - 5 * 60_000);
    expect(noted.rollup.rssi[gateway.sn]).toMatchObject({ min: -71, max: -71, count: 1 });
    // When it was heard is on its device only: neither its info nor its key holds a copy.
    expect((await info().get()).get('lastSeen')).toBeUndefined();
    expect((await key().get()).get('lastSeen')).toBeUndefined();
    // Its last note over a minute old: the next post notes it again, its signal counted once more.
    await device().update({ reportedAt: noted.reportedAt - 2 * 60_000 });
    expect((await postIngest({ gatewaySn: gateway.sn, gateway: { rssi: -75 } }, gateway.key)).status).toBe(202);
    const again = (await device().get()).data() as typeof noted;
    expect(again.reportedAt).toBeGreaterThan(noted.reportedAt);
    expect(again.rollup.rssi[gateway.sn]).toMatchObject({ min: -75, max: -71, count: 2 });
  });

  it('an rssi moving within its bars writes no gatewayInfo and runs no trigger; crossing into other bars does', async () => {
    await functionsSettled();
    const before = await info().get();
    // -71 stored: -74 is three bars still. The note (its last over a minute old) counts -74 all the same.
    await device().update({ reportedAt: Date.now() - 2 * 60_000 });
    expect((await postIngest({ gatewaySn: gateway.sn, gateway: { status: 1, rssi: -74 } }, gateway.key)).status).toBe(
      202,
    );
    await functionsSettled();
    expect((await info().get()).updateTime?.isEqual(before.updateTime!)).toBe(true);
    const rollup = (await device().get()).get('rollup') as { rssi: Record<string, unknown> };
    expect(rollup.rssi[gateway.sn]).toMatchObject({ min: -75, max: -71, sum: -71 - 75 - 74, count: 3 });
    expect((await device().get()).get('reportedAt')).toBeGreaterThan(Date.now() - 60_000);
    // -88: two bars. Stored, and its row's link follows (onGatewayInfoWrite).
    expect((await postIngest({ gatewaySn: gateway.sn, gateway: { rssi: -88 } }, gateway.key)).status).toBe(202);
    expect((await info().get()).get('rssi')).toBe(-88);
    await eventually(async () => ((await device().get()).get('link.rssi') === -88 ? true : undefined));
  });

  it('a post of fresh samples leaves its note for a quarter of an hour: the sensor’s device records it heard', async () => {
    const noted = Date.now() - 5 * 60_000;
    await device().update({ reportedAt: noted });
    const time = Date.now() - 1_000;
    const samples = [{ sn: 'S-1001', time, rawValues: [215, 600] }];
    expect((await postIngest({ gatewaySn: gateway.sn, samples }, gateway.key)).status).toBe(202);
    await eventually(async () =>
      (await adminDb().doc(`system/${DEMO_SYSTEM_ID}/devices/S-1001`).get()).get('sample.time') === time
        ? true
        : undefined,
    );
    expect((await adminDb().doc(`system/${DEMO_SYSTEM_ID}/devices/S-1001`).get()).get('sample.gatewaySn')).toBe(
      gateway.sn,
    );
    expect((await device().get()).get('reportedAt')).toBe(noted);
    // Its last note over a quarter of an hour old: noted again.
    await device().update({ reportedAt: Date.now() - 16 * 60_000 });
    const later = [{ sn: 'S-1001', time: time + 500, rawValues: [215, 600] }];
    expect((await postIngest({ gatewaySn: gateway.sn, samples: later }, gateway.key)).status).toBe(202);
    expect((await device().get()).get('reportedAt')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a malformed gateway object is refused naming the field, and nothing of the post is written', async () => {
    const time = Date.now();
    const samples = [{ sn: 'S-1001', time, rawValues: [215, 600] }];
    for (const [gw, field] of [
      [{ status: 9 }, 'gateway.status'],
      [{ rssi: 'strong' }, 'gateway.rssi'],
      [{ cell: { ...cell, cellId: 'x' } }, 'gateway.cell.cellId'],
      [{ wifi: true }, 'gateway'],
    ] as const) {
      const res = await postIngest({ gatewaySn: gateway.sn, samples, gateway: gw }, gateway.key);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ field });
    }
    await functionsSettled();
    expect((await adminDb().doc(`system/demo-greenhouse/devices/S-1001/samples/${time}`).get()).exists).toBe(false);
    expect((await info().get()).get('status')).toBe(1);
  });
});
