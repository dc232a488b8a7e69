import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { testFixturePorts } from '../../scripts/testFixtures.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled, postIngest } from '../support/emulators.js';
import { startHttpServer, type RecordingHttpServer } from '../support/localServers.js';

const gateway = DEMO_GATEWAYS[0];
const info = () => adminDb().doc(`gatewayInfo/${gateway.sn}`);
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

  it('the same heartbeat again writes nothing', async () => {
    await functionsSettled();
    const before = (await info().get()).updateTime;
    expect((await postIngest(heartbeat, gateway.key)).status).toBe(202);
    await functionsSettled();
    expect((await info().get()).updateTime?.isEqual(before!)).toBe(true);
    expect(service.requests).toHaveLength(1);
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
