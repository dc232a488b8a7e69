// Seeds history for the chart journeys through the Admin SDK, in the stored shapes of
// shared/src/schemas/sample.ts and rollup.ts (what storeSamples writes).
import type { Rollup, Sample } from '@neuron/shared';
import { DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { adminDb } from '../support/emulators.js';

const HOUR = 3_600_000;
const device = (sn: string) => `system/${DEMO_SYSTEM_ID}/devices/${sn}`;

/** Writes docs in batches of 400 (Firestore allows 500 writes a batch). */
async function writeAll(docs: [string, object][]): Promise<void> {
  const db = adminDb();
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db.batch();
    for (const [path, data] of docs.slice(i, i + 400)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

/**
 * Raw samples of a two-value sensor every `stepMs` from `now - spanMs` to `now`, every 25th an
 * error sample (probe not connected, status 106); rssi around `rssi` through `gatewaySn`.
 */
export async function seedSamples(
  sn: string,
  opts: { now: number; spanMs: number; stepMs: number; gatewaySn: string; rssi: number },
): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let t = opts.now - opts.spanMs, i = 0; t < opts.now; t += opts.stepMs, i++) {
    const error = i % 25 === 7;
    const raw = [error ? 30115 : Math.round(220 + 40 * Math.sin(t / 3 / HOUR)), 600 + (i % 50)];
    samples.push({
      time: t,
      rawValues: raw,
      values: [error ? 30115 : raw[0] / 10, raw[1] / 10],
      ...(error ? { status: 106 } : {}),
      rssi: opts.rssi + (i % 5) - 2,
      gatewaySn: opts.gatewaySn,
      gateways: { [opts.gatewaySn]: { time: t, rssi: opts.rssi + (i % 5) - 2 } },
    });
  }
  await writeAll(samples.map((s) => [`${device(sn)}/samples/${s.time}`, s]));
  return samples;
}

/** Day rollups with 24 hourly buckets for each day in [firstDay, lastDay] (ms at 00:00 UTC), up to `untilMs`. */
export async function seedRollups(sn: string, firstDay: number, lastDay: number, untilMs: number): Promise<number> {
  const docs: [string, Rollup][] = [];
  let buckets = 0;
  for (let d = firstDay; d <= lastDay; d += 24 * HOUR) {
    const day = new Date(d).toISOString().slice(0, 10);
    const hours: Rollup['hours'] = {};
    for (let h = 0; h < 24 && d + (h + 1) * HOUR <= untilMs; h++) {
      const mean = 20 + 5 * Math.sin((d + h * HOUR) / 6 / HOUR);
      hours[String(h)] = {
        '0': { min: mean - 2, max: mean + 2, sum: mean * 60, count: 60 },
        '1': { min: 55, max: 70, sum: 62 * 60, count: 60 },
      };
      buckets++;
    }
    docs.push([
      `${device(sn)}/rollups/${day}`,
      { day, values: {}, hours, rssi: {}, rssiHours: {}, samples: {}, last: {} },
    ]);
  }
  await writeAll(docs);
  return buckets;
}

/** The cell a seeded gateway reports (seedGatewayPlace); a later report of it keeps the place. */
export const SEEDED_CELL = {
  homeMobileCountryCode: 262,
  homeMobileNetworkCode: 1,
  cellId: 21_544_357,
  locationAreaCode: 4711,
  LteTracAreaCode: 12_345,
  rssi: -83,
};

/** A geolocated gateway with cell info and a connection status. */
export async function seedGatewayPlace(
  gatewaySn: string,
  place: { lat: number; lng: number; accuracy: number },
): Promise<void> {
  await adminDb().doc(`gatewayInfo/${gatewaySn}`).set(
    {
      location: place,
      status: 1,
      cell: SEEDED_CELL,
    },
    { merge: true },
  );
}

/** How many samples are stored in [from, to). */
export async function countStored(sn: string, from: number, to: number): Promise<number> {
  const q = adminDb()
    .collection(`${device(sn)}/samples`)
    .where('time', '>=', from)
    .where('time', '<', to);
  return (await q.count().get()).data().count;
}

/** Computed values of a virtual sensor every `stepMs` over the last `spanMs` (values only, as stored for virtuals). */
export async function seedVirtualSamples(sn: string, now: number, spanMs: number, stepMs: number): Promise<number> {
  const docs: [string, Sample][] = [];
  for (let t = now - spanMs; t < now; t += stepMs)
    docs.push([`${device(sn)}/samples/${t}`, { time: t, values: [40 + (t % 7)] }]);
  await writeAll(docs);
  return docs.length;
}
