import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../src/data/admin.js';

// The document I/O of the sample path without its logic, for `npm run bench` on the emulators
// (benchTriggers.ts): what one steady-state sample costs in Firestore round trips.
// Spread over a hundred devices, like the fleet the pipeline is measured on (no document is hot).
const benchDevice = (n: number) => `system/bench-io/devices/B-${n}`;

/** The ingest's one read (the gateway key document). */
export async function benchIngestRead(): Promise<void> {
  await db().doc('gatewayKeys/bench-io').get();
}

/**
 * The store's one read (the device, with its running rollup) and one commit (history, and the
 * device with its running rollup): a steady-state sample (docs/PIPELINE_COST.md).
 */
export async function benchStoreIo(time: number, deviceNumber: number): Promise<void> {
  const device = db().doc(benchDevice(deviceNumber));
  await device.get();
  const batch = db().batch();
  batch.set(db().doc(`${device.path}/samples/${time}`), { time, values: [1], rawValues: [10] });
  batch.set(
    device,
    { sample: { time, values: [1] }, rollup: { samples: { n: FieldValue.increment(1) } } },
    { merge: true },
  );
  await batch.commit();
}
