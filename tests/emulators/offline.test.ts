import { EventSchema, gatewaysOfSample, ONLINE_WINDOW_MS } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepSystem } from '../../functions/src/workflows/offlineSweep.js';
import { runOfflineSweep } from '../../functions/src/triggers/offlineSweep.js';
import { readPresenceDevices } from '../../functions/src/data/devicesOnline.js';
import { sweepDevicesOf } from '../../functions/src/domain/offline.js';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled, postIngest } from '../support/emulators.js';
import { listenToNotifications } from '../support/notificationsTopic.js';

const [gw1, gw2] = DEMO_GATEWAYS; // GW-2001 hears S-1001..S-1004, GW-2002 hears S-1005, S-1006
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const devicePath = (sn: string) => `${systemPath}/devices/${sn}`;
const online = async (sn: string) => (await adminDb().doc(devicePath(sn)).get()).get('state.online');

async function post(gateway: (typeof DEMO_GATEWAYS)[number], sn: string, time: number): Promise<void> {
  const res = await postIngest({ gatewaySn: gateway.sn, samples: [{ sn, time, rawValues: [500] }] }, gateway.key);
  expect(res.status).toBe(202);
  await eventually(async () =>
    (await adminDb().doc(devicePath(sn)).get()).get('sample.time') === time ? true : undefined,
  );
}

/**
 * A gateway's own report at `reportedAt`, as /ingest notes it on its device (the presence rule
 * reads the device, docs/PIPELINE.md), backdated or ahead as the test needs.
 */
async function setGatewaySeen(sn: string, reportedAt: number): Promise<void> {
  await adminDb().doc(devicePath(sn)).update({ reportedAt });
}

async function offlineEvents() {
  const snap = await adminDb().collection(`${systemPath}/events`).where('kind', 'in', ['offline', 'online']).get();
  return snap.docs.map((d) => ({ id: d.id, ...EventSchema.parse(d.data()) }));
}

describe('offline sweep', () => {
  let notifications: Awaited<ReturnType<typeof listenToNotifications>>;
  const T = Date.now() - 60_000;
  const sweep1 = T + ONLINE_WINDOW_MS + 60_000;

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    const rules = adminDb().collection(`${systemPath}/eventRules`);
    await rules.doc('gateway-offline').update({ channels: ['chan-gw'] });
    await rules.doc('sensor-offline').update({ channels: ['chan-sensor'] });
    notifications = await listenToNotifications('offline');
    await post(gw1, 'S-1001', T);
    await post(gw1, 'S-1002', T);
    await post(gw2, 'S-1005', T);
  });
  afterAll(async () => {
    await notifications.close();
    await closeAdmin();
  });

  it('marks gateways seen for the first time online without an event', async () => {
    await setGatewaySeen(gw1.sn, T);
    await setGatewaySeen(gw2.sn, T);
    const result = await sweepSystem(DEMO_SYSTEM_ID, T + 1_000);
    expect(result.events).toEqual([]);
    expect(await online(gw1.sn)).toBe(true);
    expect(await online(gw2.sn)).toBe(true);
  });

  it('groups the sensors heard only through a down gateway under its one event; others get their own', async () => {
    // GW-2001 not seen for 30 minutes; GW-2002 still reporting (but S-1005 through it went quiet).
    await setGatewaySeen(gw2.sn, sweep1);
    // The scheduled function's handler, with an injected "now": it publishes one message per
    // system, and the system's own sweep (systemSweep) raises the events.
    expect(await runOfflineSweep(sweep1)).toBeGreaterThanOrEqual(1);
    const events = await eventually(async () => {
      const list = (await offlineEvents()).filter((e) => e.kind === 'offline');
      return list.length >= 2 ? list : undefined;
    }, 60_000);
    expect(events.map((e) => `${e.kind} ${e.deviceSn}`).sort()).toEqual(['offline GW-2001', 'offline S-1005']);
    const gwEvent = events.find((e) => e.deviceSn === gw1.sn)!;
    expect(gwEvent).toMatchObject({
      ruleId: 'gateway-offline',
      deviceSns: ['S-1001', 'S-1002'],
      channels: ['chan-gw'],
    });
    expect(gwEvent.text).toBe(
      'Gateway Greenhouse gateway (LTE) is offline; 2 sensors heard only through it: S-1001, S-1002',
    );
    expect(events.find((e) => e.deviceSn === 'S-1005')).toMatchObject({ ruleId: 'sensor-offline' });
    for (const sn of ['S-1001', 'S-1002', 'S-1005', gw1.sn]) expect(await online(sn)).toBe(false);
    expect(await online(gw2.sn)).toBe(true);
    // Never-sampled sensors are left alone (never heard from: the state they got when created).
    // (Written by the device's create trigger, which may still be running after the seeding.)
    const neverSampled = await eventually(
      async () => (await adminDb().doc(devicePath('S-1003')).get()).get('state') as unknown,
      60_000,
    );
    expect(neverSampled).toMatchObject({
      online: false,
      lastSeen: null,
    });

    // One notification per event.
    const published = await eventually(async () => {
      const m = await notifications.pull();
      return m.length >= 2 ? m : undefined;
    });
    expect(published.map((m) => m.eventId).sort()).toEqual(events.map((e) => e.id).sort());
    await eventually(async () =>
      (await adminDb().doc(`${systemPath}/summary/counts`).get()).get('offline') === 7 ? true : undefined,
    );
  });

  it('raises nothing more on the next sweep (once per transition)', async () => {
    const again = await sweepSystem(DEMO_SYSTEM_ID, sweep1 + 5 * 60_000);
    expect(again.events).toEqual([]);
    expect(await offlineEvents()).toHaveLength(2);
  });

  it('reports a sensor back online once; one grouped under its gateway is covered by the gateway coming back', async () => {
    const now = Date.now();
    await post(gw2, 'S-1005', now);
    await post(gw1, 'S-1001', now);
    // The gateway delivering again is back at once (the sample pipeline marks it), with its one event.
    const back = await eventually(async () => {
      const list = (await offlineEvents()).filter((e) => e.kind === 'online');
      return list.length >= 2 ? list : undefined;
    });
    expect(back.map((e) => e.deviceSn).sort()).toEqual([gw1.sn, 'S-1005']);
    expect(back.find((e) => e.deviceSn === gw1.sn)).toMatchObject({ ruleId: 'gateway-offline', channels: ['chan-gw'] });
    expect(await online('S-1001')).toBe(true);
    expect(await online(gw1.sn)).toBe(true);

    // A sweep afterwards finds nothing left to report, and nothing came twice.
    await setGatewaySeen(gw1.sn, now);
    const result = await sweepSystem(DEMO_SYSTEM_ID, now + 1_000);
    expect(result.events).toEqual([]);
    await functionsSettled();
    expect((await offlineEvents()).filter((e) => e.kind === 'online')).toHaveLength(2);
  });

  it('a gateway seen again only through its own report comes back with the sweep', async () => {
    // Its last report was at sweep1 (the test before); nothing since, for longer than the window.
    // (Presence never goes back in time: a backdated report cannot take a gateway down.)
    const sweep2 = sweep1 + ONLINE_WINDOW_MS + 60_000;
    const down = await sweepSystem(DEMO_SYSTEM_ID, sweep2);
    expect(down.events.map((e) => e.eventId)).toContain(`offline_${gw2.sn}_${sweep1}`);
    await setGatewaySeen(gw2.sn, sweep2 + 1_000);
    const up = await sweepSystem(DEMO_SYSTEM_ID, sweep2 + 2_000);
    expect(up.events.map((e) => e.eventId)).toContain(`online_${gw2.sn}_${sweep2 + 1_000}`);
  });

  it('takes a sensor offline at its deadline, by its timer, not at the next sweep', async () => {
    // Its only sample 20 s short of the online window: its offline deadline falls 20 s from now
    // (room for a slow store path: a sample stored after its deadline is stored offline already).
    const seen = Date.now() - ONLINE_WINDOW_MS + 20_000;
    await post(gw2, 'S-1006', seen);
    const due = seen + ONLINE_WINDOW_MS + 1;
    const event = await eventually(
      async () => (await offlineEvents()).find((e) => e.kind === 'offline' && e.deviceSn === 'S-1006'),
      60_000,
    );
    // Raised by the timer the sample set (dueTimer), held by the queue until the deadline, within
    // seconds of it (a cold function worker's start included; how late on a warm stack is
    // `npm run bench -- timers`); no sweep ran.
    expect(event.time).toBeGreaterThanOrEqual(due);
    expect(event.time - due).toBeLessThan(15_000);
    expect(event).toMatchObject({ ruleId: 'sensor-offline', channels: ['chan-sensor'] });
    expect(await online('S-1006')).toBe(false);
  });

  it('reads a gateway’s presence only from the system that owns its serial (a rival adding it learns nothing)', async () => {
    await adminDb()
      .doc('system/rival')
      .set({ name: 'Rival', admin: ['rival@example.com'], users: [] });
    await adminDb().doc(`system/rival/devices/${gw1.sn}`).set({ type: 'GATEWAY', sn: gw1.sn });
    // Its last note long ago, so its next post is noted: /ingest notes it on its owner's device only.
    await setGatewaySeen(gw1.sn, Date.now() - 10 * 60_000);
    expect((await postIngest({ gatewaySn: gw1.sn, gateway: { status: 1 } }, gw1.key)).status).toBe(202);
    const now = (await adminDb().doc(devicePath(gw1.sn)).get()).get('reportedAt') as number;
    expect(now).toBeGreaterThan(Date.now() - 60_000);
    expect((await adminDb().doc(`system/rival/devices/${gw1.sn}`).get()).get('reportedAt')).toBeUndefined();
    await sweepSystem('rival', now + 1_000);
    const state = (await adminDb().doc(`system/rival/devices/${gw1.sn}`).get()).get('state') as
      { online?: boolean; lastSeen?: number | null } | undefined;
    expect(state?.online ?? false).toBe(false);
    expect(state?.lastSeen ?? null).toBeNull();
    // The owner still sees it.
    await sweepSystem(DEMO_SYSTEM_ID, now + 1_000);
    expect(await online(gw1.sn)).toBe(true);
  });

  it('checks a gateway’s presence from its own sensors only: a query by gateway, not the whole system', async () => {
    const read = await readPresenceDevices(DEMO_SYSTEM_ID, gw1.sn, sweepDevicesOf, gatewaysOfSample);
    // GW-2001 delivered S-1001 and S-1002; S-1005 and S-1006 are GW-2002's, and that gateway is not read.
    const sns = read.map((d) => d.sn);
    expect(sns).toEqual(expect.arrayContaining([gw1.sn, 'S-1001', 'S-1002']));
    for (const other of [gw2.sn, 'S-1005', 'S-1006']) expect(sns).not.toContain(other);
  });

  it('reads too the sensors it heard whose latest sample another gateway delivered: its key lists them', async () => {
    // GW-2001 posts S-1003, then GW-2002 the same sample: the device names GW-2002, GW-2001 only in its map.
    const time = Date.now() - 1_000;
    await post(gw1, 'S-1003', time);
    const again = { gatewaySn: gw2.sn, samples: [{ sn: 'S-1003', time, rawValues: [500] }] };
    expect((await postIngest(again, gw2.key)).status).toBe(202);
    await eventually(async () =>
      (await adminDb().doc(devicePath('S-1003')).get()).get('sample.gatewaySn') === gw2.sn ? true : undefined,
    );
    // Its own note older than that sample (posts of fresh samples are noted every quarter hour):
    // the sample heard through it is what says when it was last heard, as the sweep would find.
    await setGatewaySeen(gw1.sn, time - 20 * 60_000);
    const read = await readPresenceDevices(DEMO_SYSTEM_ID, gw1.sn, sweepDevicesOf, gatewaysOfSample);
    expect(read.map((d) => d.sn)).toContain('S-1003');
    expect(read.find((d) => d.sn === gw1.sn)?.gatewayLastSeen).toBe(time);
  });
});
