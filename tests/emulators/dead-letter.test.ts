import { PubSub } from '@google-cloud/pubsub';
import { FailedBatchSchema, SAMPLES_TOPIC, type SamplesMessage } from '@neuron/shared';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { PROJECT_ID } from '../../scripts/ports.js';
import { seedDemoSettled } from '../support/demo.js';
import {
  adminDb,
  clearFirestore,
  closeAdmin,
  eventually,
  functionsSettled,
  postDemoSample,
} from '../support/emulators.js';

// The store path's failure path and the raw samples' expiry, on the emulators: a batch it gives up
// on is kept for the admins (docs/PIPELINE.md, "Batches that cannot be stored"), and every raw
// sample carries the TTL field its policy deletes it by (docs/DEPLOY.md, "Raw history retention").
const [gw1] = DEMO_GATEWAYS; // GW-2001 hears S-1001…S-1004
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const HOUR = 3_600_000;

describe('batches given up and raw samples that expire', () => {
  const pubsub = new PubSub({ projectId: PROJECT_ID });

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
  });
  afterAll(async () => {
    await pubsub.close();
    await closeAdmin();
  });

  it('keeps a batch still unstored a day after it was accepted, once, and stores none of it', async () => {
    // As ingest published it 25 hours ago, delivered only now (twice: at least once).
    const receivedAt = Date.now() - 25 * HOUR;
    const batch: SamplesMessage = {
      gatewaySn: gw1.sn,
      systemId: DEMO_SYSTEM_ID,
      receivedAt,
      samples: [{ sn: 'S-1002', time: receivedAt - 1_000, rawValues: [500] }],
    };
    for (let i = 0; i < 2; i++) await pubsub.topic(SAMPLES_TOPIC).publishMessage({ json: batch });
    const failed = adminDb().collection(`${systemPath}/failedBatches`);
    const kept = await eventually(async () => {
      const snap = await failed.get();
      return snap.size > 0 ? snap : undefined;
    }, 90_000);
    await functionsSettled({ quietMs: 2000 });
    expect((await failed.get()).size).toBe(1);
    expect(FailedBatchSchema.parse(kept.docs[0].data())).toMatchObject({
      gatewaySn: gw1.sn,
      receivedAt,
      sampleCount: 1,
      sensors: ['S-1002'],
      reason: 'still not stored 25 h after it was accepted; given up',
      batch,
    });
    const history = await adminDb()
      .doc(`${systemPath}/devices/S-1002/samples/${receivedAt - 1_000}`)
      .get();
    expect(history.exists).toBe(false);
  }, 150_000);

  it('writes each raw sample with its expiry a year after its time (a timestamp, for the TTL policy); rollups have none', async () => {
    const time = Date.now() - 5_000;
    await postDemoSample(gw1, 'S-1002', [510], time);
    const sample = await adminDb().doc(`${systemPath}/devices/S-1002/samples/${time}`).get();
    const expireAt = sample.get('expireAt') as unknown;
    expect(expireAt).toBeInstanceOf(Timestamp);
    expect((expireAt as Timestamp).toMillis()).toBe(time + 365 * 24 * HOUR);
    // The day's rollup is the running one on the device (its newest day): kept, with no expiry.
    const device = await adminDb().doc(`${systemPath}/devices/S-1002`).get();
    expect(device.get('rollup.day')).toBe(new Date(time).toISOString().slice(0, 10));
    expect(device.get('rollup.expireAt')).toBeUndefined();
    expect(device.get('expireAt')).toBeUndefined();
  }, 120_000);
});
