import { EventSchema } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled, postIngest } from '../support/emulators.js';
import { listenToNotifications } from '../support/notificationsTopic.js';
import { SOIL_GATEWAY as gateway, SOIL_SN as SN, postSoil, soilRule } from '../support/soilRules.js';

// A sample with an error status: an "Error" event routed through the rules watching the sensor's
// values and published; a valid value clears it.
const systemPath = `system/${DEMO_SYSTEM_ID}`;

describe('sensor error events', () => {
  let notifications: Awaited<ReturnType<typeof listenToNotifications>>;
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    notifications = await listenToNotifications('sensor-error-events');
  });
  afterAll(async () => {
    await notifications.close();
    await closeAdmin();
  });

  it('an error sample (status 106, code 30115) raises an "Error" event with the catalogue text and severity, routed and published; a valid value clears it', async () => {
    // A rule watching the sensor's values that never alarms: the error goes through its channels.
    await soilRule('error-route', { kind: 'threshold', op: 'gt', threshold: 1e6 });
    const errorEvents = async () => {
      const snap = await adminDb().collection(`${systemPath}/events`).where('deviceSn', '==', SN).get();
      return snap.docs
        .map((d) => ({ id: d.id, ...EventSchema.parse(d.data()) }))
        .filter((e) => e.kind === 'error' || e.kind === 'error_cleared')
        .sort((a, b) => a.time - b.time);
    };
    await postSoil(Date.now(), 400); // 18: valid
    const failedAt = Date.now();
    const res = await postIngest(
      { gatewaySn: gateway.sn, samples: [{ sn: SN, time: failedAt, rawValues: [30115], status: 106 }] },
      gateway.key,
    );
    expect(res.status).toBe(202);
    const [raised] = await eventually(async () => {
      const list = await errorEvents();
      return list.length === 1 ? list : undefined;
    });
    expect(raised).toMatchObject({
      id: `error_${SN}_${failedAt}`,
      kind: 'error',
      value: 30115,
      severity: 20,
      ruleId: 'error-route',
      channels: ['chan-1'],
      acknowledgedAt: null,
    });
    expect(raised.text).toContain('Error: Probe not connected or defective');
    const published = await eventually(async () =>
      (await notifications.pull()).some((n) => n.eventId === raised.id) ? true : undefined,
    );
    expect(published).toBe(true);

    // The same error again raises nothing more; a valid value clears it.
    await postSoil(Date.now(), 30115);
    await postSoil(Date.now(), 500); // 23: valid again
    const list = await eventually(async () => {
      const all = await errorEvents();
      return all.length === 2 ? all : undefined;
    });
    expect(list[1]).toMatchObject({ kind: 'error_cleared', value: 30115, severity: 0, channels: ['chan-1'] });
    await functionsSettled();
    expect(await errorEvents()).toHaveLength(2);
    await soilRule('error-route', { kind: 'threshold', op: 'gt', threshold: 1e6, enabled: false });
  });
});
