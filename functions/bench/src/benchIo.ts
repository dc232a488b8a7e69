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

/** The store's one getAll (device and day rollup) and one commit (history, rollup, device). */
export async function benchStoreIo(time: number, deviceNumber: number): Promise<void> {
  const device = db().doc(benchDevice(deviceNumber));
  const rollup = db().doc(`${device.path}/rollups/${new Date(time).toISOString().slice(0, 10)}`);
  await db().getAll(device, rollup);
  const batch = db().batch();
  batch.set(db().doc(`${device.path}/samples/${time}`), { time, values: [1], rawValues: [10] });
  batch.set(rollup, { samples: { n: FieldValue.increment(1) } }, { merge: true });
  batch.set(device, { sample: { time, values: [1] } }, { merge: true });
  await batch.commit();
}
