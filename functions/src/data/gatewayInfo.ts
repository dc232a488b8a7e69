import { GatewayInfoSchema, type GatewayInfo, type GatewayLink } from '@neuron/shared';
import { z } from 'zod';
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { meter } from './meter.js';
import { paths } from './paths.js';
import type { GatewayKeyRead, GatewayKeyWrites } from '../domain/gatewayKeyWrites.js';
import type { GatewayKeyPresence } from '../domain/presence.js';

/** gatewayKeys/{gatewaySn}: written by functions only, read by functions only. */
export const GatewayKeySchema = z.object({
  systemId: z.string().min(1),
  keyHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** When the system's rules last changed: passed with each batch so the store path's rule cache knows it is stale. */
  configVersion: z.number().optional(),
  /** Whether the gateway's device is marked online, kept here so /ingest knows without another read. */
  online: z.boolean().optional(),
  /**
   * Sensors of the system this gateway has posted for (data/devices.ts): /ingest takes a sensor
   * listed here as known without reading its device, and the gateway's timer reads them as the
   * sensors that may have heard it (data/devicesOnline.ts). Only ever a subset of the system's sensors:
   * a removed sensor is taken out (onDeviceDeleted, and the store path when it finds one gone).
   */
  sensors: z.array(z.string()).optional(),
});

/** Reads gatewayInfo/{sn}; undefined when missing or malformed (treated as an unknown gateway). */
export async function readGatewayInfo(gatewaySn: string): Promise<GatewayInfo | undefined> {
  const snap = await db().doc(paths.gatewayInfo(gatewaySn)).get();
  if (!snap.exists) return undefined;
  const parsed = GatewayInfoSchema.safeParse(snap.data());
  if (!parsed.success) {
    console.error(`gatewayInfo/${gatewaySn} is malformed`, parsed.error.issues);
    return undefined;
  }
  return parsed.data;
}

/** What /ingest needs to accept a gateway's post: its system, its key's hash, what it passes on with a batch. */
export interface GatewayCredential {
  systemId: string;
  keyHash: string;
  configVersion?: number;
  online?: boolean;
  sensors?: string[];
  /** Whether it was read from gatewayKeys/{sn} (not a legacy gatewayInfo key): only then can it list sensors. */
  keyDocument: boolean;
}

/**
 * gatewayKeys/{sn}: the gateway's credential, readable by functions only (the rules allow no
 * client). One read per post; a gateway whose key predates this collection is read from the
 * key hash its gatewayInfo still holds.
 */
export async function readGatewayCredential(gatewaySn: string): Promise<GatewayCredential | undefined> {
  const snap = await db().doc(paths.gatewayKey(gatewaySn)).get();
  meter.read(1);
  const parsed = GatewayKeySchema.safeParse(snap.data());
  if (parsed.success) return { ...parsed.data, keyDocument: true };
  const legacy = await readGatewayInfo(gatewaySn);
  meter.read(1);
  return legacy?.keyHash ? { systemId: legacy.systemId, keyHash: legacy.keyHash, keyDocument: false } : undefined;
}

/**
 * Stores a new key of a gateway in one transaction: reads its gatewayInfo, its key document and
 * its device in the system, and commits the writes `plan` decides from them
 * (domain/gatewayKeyWrites.ts `planGatewayKey`). The old key stops working at once. Returns what
 * `plan` returned; nothing is written when it returns no writes.
 */
export async function storeGatewayKey<R extends { writes: GatewayKeyWrites } | object>(
  systemId: string,
  gatewaySn: string,
  plan: (read: GatewayKeyRead) => R,
): Promise<R> {
  const infoRef = db().doc(paths.gatewayInfo(gatewaySn));
  const keyRef = db().doc(paths.gatewayKey(gatewaySn));
  const deviceRef = db().doc(paths.device(systemId, gatewaySn));
  return runTransaction(async (tx) => {
    const [info, key, device] = await tx.getAll(infoRef, keyRef, deviceRef);
    const decided = plan({
      deviceType: device.exists ? device.get('type') : undefined,
      info: info.exists ? info.data() : undefined,
      key: key.exists ? key.data() : undefined,
    });
    if (!('writes' in decided)) return decided;
    const { writes } = decided as { writes: GatewayKeyWrites };
    tx.set(keyRef, writes.key);
    if (writes.dropLegacyHash) tx.update(infoRef, { keyHash: FieldValue.delete() });
    return decided;
  });
}

/** Stores a gateway's looked-up location, unless its cell changed again meanwhile. */
export async function storeGatewayLocation(
  gatewaySn: string,
  cellId: number,
  location: { lat: number; lng: number; accuracy?: number },
): Promise<void> {
  const ref = db().doc(paths.gatewayInfo(gatewaySn));
  await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('cell.cellId') !== cellId) return;
    tx.update(ref, { location });
  });
}

/**
 * Stamps the time of a rule change on the key document of every gateway of the system: /ingest
 * reads that document anyway and passes the stamp on with each batch, so the store path's cached
 * rules are refreshed at the next batch, at no extra read per sample.
 */
export async function stampConfigVersion(systemId: string, version: number): Promise<void> {
  const keys = await db().collection(paths.gatewayKeys()).where('systemId', '==', systemId).get();
  if (keys.empty) return;
  const batch = db().batch();
  for (const k of keys.docs) batch.update(k.ref, { configVersion: version });
  await batch.commit();
}

/**
 * Notes on the gateway's key document what `note` decides from it as read (domain/presence.ts
 * `gatewayKeyNote`: whether its device is marked online, for /ingest), in `tx` when given (its
 * read is made here, so call this before the transaction's writes).
 */
export async function noteGatewayKey(
  tx: Transaction | undefined,
  gatewaySn: string,
  note: (key: GatewayKeyPresence | undefined) => { online: boolean } | undefined,
): Promise<void> {
  const ref = db().doc(paths.gatewayKey(gatewaySn));
  const noteOf = (key: DocumentSnapshot) => note(key.exists ? key.data() : undefined);
  const write = async (t: Transaction) => {
    const update = noteOf(await t.get(ref));
    if (update) t.update(ref, update);
  };
  if (tx) return write(tx);
  // A plain read first: the many deliveries of a burst all find the key already noted, and a
  // transaction each would queue them on the key document's lock (and hold up everything else).
  if (!noteOf(await ref.get())) return;
  await runTransaction(write);
}

/**
 * Writes what a gateway reported of itself into its gatewayInfo, as `changes` decides from the
 * stored document (domain/gatewayReport.ts): one read, and a write only when something changed
 * (a new cell then runs the geolocation lookup, onGatewayInfoWrite). Whether the stored document
 * is the gateway's own system's to change is `changes`' to say too (undefined: nothing written).
 * Returns the info as it stands now (undefined: none stored, or a malformed one, and nothing
 * written), so the note of the gateway heard takes its signal from it without reading it again.
 */
export async function recordGatewayReport(
  gatewaySn: string,
  systemId: string,
  changes: (stored: GatewayInfo | undefined) => Partial<GatewayInfo> | undefined,
): Promise<{ info: Partial<GatewayInfo> | undefined }> {
  const ref = db().doc(paths.gatewayInfo(gatewaySn));
  const snap = await ref.get();
  meter.read(1);
  const parsed = GatewayInfoSchema.safeParse(snap.data());
  const stored = parsed.success ? parsed.data : undefined;
  const update = changes(stored);
  if (!update) return { info: stored };
  // update() replaces each field whole (a new cell drops the old cell's optional fields).
  if (snap.exists) await ref.update(update);
  else await ref.set({ ...update, systemId });
  meter.write(1);
  return { info: snap.exists ? { ...stored, ...update } : { ...update, systemId } };
}

/**
 * Copies a gateway's link (what its row draws: signal bars or Ethernet) onto its device document
 * in `systemId`, as the workflow decided from its gatewayInfo (domain/gatewayLink.ts). A gateway
 * not (or no longer) a device of that system is left alone.
 */
export async function writeGatewayLink(systemId: string, gatewaySn: string, link: GatewayLink): Promise<void> {
  try {
    await db().doc(paths.device(systemId, gatewaySn)).update({ link });
    meter.write(1);
  } catch (e) {
    // NOT_FOUND: the device is gone (removed, or never claimed in that system).
    if ((e as { code?: number }).code !== 5) throw e;
  }
}
