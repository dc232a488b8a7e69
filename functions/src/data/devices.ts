import { DeviceSchema, type Device, type Rollup } from '@neuron/shared';
import { FieldValue, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from './admin.js';
import { meter } from './meter.js';
import { paths } from './paths.js';
import { runningRollupOf } from './rollups.js';

/**
 * Serial numbers (of the given ones) that are sensors of the system. A sensor listed on the
 * gateway's key document (`listed`, read by /ingest anyway) costs no read. This replaces a
 * per-instance cache: a gateway posting each time for another of its sensors (many instances,
 * each with a cold cache) paid a device read per post, and a removed sensor stayed known to an
 * instance for a minute; the list is shared, and a removal takes the sensor off at once
 * (unlistGatewaySensor). The others are read, and those found are added to the list, once.
 */
export async function knownSensorSns(
  systemId: string,
  sns: readonly string[],
  gateway?: { sn: string; listed?: readonly string[] },
): Promise<Set<string>> {
  const unique = [...new Set(sns)];
  const listed = new Set(gateway?.listed);
  const known = new Set(unique.filter((sn) => listed.has(sn)));
  const unknown = unique.filter((sn) => !known.has(sn));
  if (unknown.length === 0) return known;
  const snaps = await db().getAll(...unknown.map((sn) => db().doc(paths.device(systemId, sn))));
  meter.read(snaps.length);
  for (const s of snaps) {
    if (!s.exists || s.get('type') !== 'SENSOR') continue;
    known.add(s.id);
  }
  const learned = [...known].filter((sn) => !listed.has(sn));
  if (gateway && learned.length > 0) await listGatewaySensors(gateway.sn, learned);
  return known;
}

/**
 * Adds sensors to the list on the gateway's key document. Best effort: a missing entry only costs
 * the next post a read. A blind update (no transaction): concurrent posts of a burst would queue
 * on the key document's lock, and arrayUnion of one serial twice is one entry.
 */
async function listGatewaySensors(gatewaySn: string, sns: readonly string[]): Promise<void> {
  try {
    await db()
      .doc(paths.gatewayKey(gatewaySn))
      .update({ sensors: FieldValue.arrayUnion(...sns) });
    meter.write(1);
  } catch (e) {
    logger.warn(`ingest: sensors of ${gatewaySn} not listed`, { error: String(e) });
  }
}

/**
 * Takes a removed sensor off the lists of the system's gateway keys (`gatewaySn`: that one only),
 * so /ingest reads its device, finds it gone and refuses its samples.
 */
export async function unlistGatewaySensor(systemId: string, sn: string, gatewaySn?: string): Promise<void> {
  const refs = gatewaySn
    ? [db().doc(paths.gatewayKey(gatewaySn))]
    : (await db().collection(paths.gatewayKeys()).where('systemId', '==', systemId).get()).docs
        .filter((d) => (d.get('sensors') as unknown[] | undefined)?.includes(sn))
        .map((d) => d.ref);
  await Promise.all(
    refs.map((ref) =>
      ref.update({ sensors: FieldValue.arrayRemove(sn) }).catch((e: unknown) => {
        // A key document gone meanwhile has nothing to take the sensor off.
        if ((e as { code?: unknown }).code !== 5) throw e;
      }),
    ),
  );
}

/** The system's devices (parsed; a malformed one is left out). */
export async function listDevices(systemId: string): Promise<Device[]> {
  const snap = await db().collection(paths.devices(systemId)).get();
  meter.read(Math.max(1, snap.size));
  return snap.docs.flatMap((d) => parseDevice(d) ?? []);
}

/** A device as listed, with its running rollup (its `rollup`, which DeviceSchema leaves out). */
export interface ListedDevice {
  device: Device;
  running: Rollup | undefined;
}

/**
 * Every device of a system with its running rollup (the rollup of its newest day: shared
 * rollups/runningRollup.ts), from the one listing: a reader of recent rollups then reads only the
 * other days' documents, never each device again.
 */
export async function listDevicesWithRollups(systemId: string): Promise<ListedDevice[]> {
  const snap = await db().collection(paths.devices(systemId)).get();
  meter.read(Math.max(1, snap.size));
  return snap.docs.flatMap((d) => {
    const device = parseDevice(d);
    return device ? [{ device, running: runningRollupOf(d.data(), d.ref.path) }] : [];
  });
}

function parseDevice(d: QueryDocumentSnapshot): Device | undefined {
  const p = DeviceSchema.safeParse({ sn: d.id, ...d.data() });
  return p.success ? p.data : undefined;
}
