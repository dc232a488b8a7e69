import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GEOLOCATION_KEY, testFixturePorts } from '../../scripts/testFixtures.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled } from '../support/emulators.js';
import { startHttpServer, type RecordingHttpServer } from '../support/localServers.js';

const cell = (cellId: number) => ({
  homeMobileCountryCode: 238,
  homeMobileNetworkCode: 1,
  cellId,
  rssi: -79,
  locationAreaCode: 4021,
});
const KEY_HASH = 'a'.repeat(64);

describe('onGatewayInfoWrite: geolocation by cell tower (local HTTP server as the service)', () => {
  let service: RecordingHttpServer;

  beforeAll(async () => {
    await clearFirestore();
    // Cell 666 fails (500); cell 777 answers without a location; every other cell is found.
    service = await startHttpServer(testFixturePorts().geolocation, (req) => {
      const id = (JSON.parse(req.body) as { cellTowers: { cellId: number }[] }).cellTowers[0]?.cellId;
      if (id === 666) return { status: 500, body: { error: 'backend' } };
      if (id === 777) return { status: 200, body: { nothing: true } };
      return { status: 200, body: { location: { lat: 55.68, lng: 12.57 }, accuracy: 850 } };
    });
  });
  afterAll(async () => {
    await service?.close();
    await closeAdmin();
  });

  const requestsFor = (cellId: number) =>
    service.requests.filter(
      (r) => (JSON.parse(r.body) as { cellTowers: { cellId: number }[] }).cellTowers[0]?.cellId === cellId,
    );

  it('posts the docs/CALLS.md body once per tower change and stores the location', async () => {
    await adminDb()
      .doc('gatewayInfo/GW-G1')
      .set({ systemId: 's', keyHash: KEY_HASH, cell: cell(1001) });
    const location = await eventually(async () => (await adminDb().doc('gatewayInfo/GW-G1').get()).get('location'));
    expect(location).toEqual({ lat: 55.68, lng: 12.57, accuracy: 850 });
    const [req] = requestsFor(1001);
    expect(requestsFor(1001)).toHaveLength(1);
    expect(req?.path).toBe(`/geolocate?key=${TEST_GEOLOCATION_KEY}`);
    expect(JSON.parse(req!.body)).toEqual({
      homeMobileCountryCode: 238,
      homeMobileNetworkCode: 1,
      considerIp: false,
      cellTowers: [
        { cellId: 1001, mobileCountryCode: 238, mobileNetworkCode: 1, signalStrength: -79, locationAreaCode: 4021 },
      ],
    });
    // Writing the location (and a new rssi on the same tower, a new firmware) does not look up again.
    await adminDb().doc('gatewayInfo/GW-G1').update({ 'cell.rssi': -60, firmware: '2.3.2' });
    await adminDb()
      .doc('gatewayInfo/GW-G1')
      .update({ cell: cell(1002) });
    // Another gateway's new tower is looked up; GW-G1's second tower within the hour is not
    // (at most one lookup per gateway an hour, issue 45): the location stays the first one.
    await adminDb()
      .doc('gatewayInfo/GW-G5')
      .set({ systemId: 's', keyHash: KEY_HASH, cell: cell(1005) });
    await eventually(async () => (await adminDb().doc('gatewayInfo/GW-G5').get()).get('location'));
    await functionsSettled();
    expect(requestsFor(1002)).toHaveLength(0);
    expect(requestsFor(1001)).toHaveLength(1);
    expect((await adminDb().doc('gatewayInfo/GW-G1').get()).get('location')).toEqual(location);
  });

  it('stores nothing when the service fails or answers without a location', async () => {
    await adminDb()
      .doc('gatewayInfo/GW-G2')
      .set({ systemId: 's', keyHash: KEY_HASH, cell: cell(666) });
    await adminDb()
      .doc('gatewayInfo/GW-G3')
      .set({ systemId: 's', keyHash: KEY_HASH, cell: cell(777) });
    await eventually(async () => (requestsFor(666).length === 1 && requestsFor(777).length === 1 ? true : undefined));
    // A later gateway that succeeds shows the function has moved on; the failed two stay without location.
    await adminDb()
      .doc('gatewayInfo/GW-G4')
      .set({ systemId: 's', keyHash: KEY_HASH, cell: cell(1004) });
    await eventually(async () => (await adminDb().doc('gatewayInfo/GW-G4').get()).get('location'));
    expect((await adminDb().doc('gatewayInfo/GW-G2').get()).get('location')).toBeUndefined();
    expect((await adminDb().doc('gatewayInfo/GW-G3').get()).get('location')).toBeUndefined();
    expect(requestsFor(666)).toHaveLength(1); // not retried
  });
});
