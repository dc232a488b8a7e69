import { GatewayInfoSchema, type GatewayInfo } from '@neuron/shared';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { paths } from './paths.js';
import { done, refused, type Outcome } from '../domain/outcome.js';

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

/** Records when a gateway was last heard from. */
export async function touchGateway(gatewaySn: string, nowMs: number): Promise<void> {
  await db().doc(paths.gatewayInfo(gatewaySn)).update({ lastSeen: nowMs, updatedAt: FieldValue.serverTimestamp() });
}

/**
 * Stores the hash of a new key for a gateway of a system, in one transaction with the checks:
 * 'create' needs the gateway device in the system and no key yet (a claimed gateway's info
 * document exists without one); 'rotate' needs the
 * gateway's existing key to belong to this system. The old key stops working at once.
 */
export async function storeGatewayKeyHash(
  systemId: string,
  gatewaySn: string,
  keyHash: string,
  mode: 'create' | 'rotate',
  now: number,
): Promise<Outcome<void>> {
  const infoRef = db().doc(paths.gatewayInfo(gatewaySn));
  const deviceRef = db().doc(paths.device(systemId, gatewaySn));
  return db().runTransaction(async (tx) => {
    const [info, device] = await Promise.all([tx.get(infoRef), tx.get(deviceRef)]);
    if (!device.exists || device.get('type') !== 'GATEWAY') {
      return refused('not-found', `gatewaySn: ${gatewaySn} is not a gateway of this system`);
    }
    if (mode === 'create') {
      // A claimed gateway already has its info document (claim hash, owner) but no key yet.
      if (info.get('keyHash'))
        return refused('already-exists', `gatewaySn: ${gatewaySn} already has a key; rotate it instead`);
      tx.set(infoRef, { systemId, keyHash, keyCreatedAt: now }, { merge: true });
      return done(undefined);
    }
    if (!info.exists || info.get('systemId') !== systemId) {
      return refused('not-found', `gatewaySn: ${gatewaySn} has no key in this system; create one first`);
    }
    tx.update(infoRef, { keyHash, keyCreatedAt: now });
    return done(undefined);
  });
}

/** Stores a gateway's looked-up location, unless its cell changed again meanwhile. */
export async function storeGatewayLocation(
  gatewaySn: string,
  cellId: number,
  location: { lat: number; lng: number; accuracy?: number },
): Promise<void> {
  const ref = db().doc(paths.gatewayInfo(gatewaySn));
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('cell.cellId') !== cellId) return;
    tx.update(ref, { location });
  });
}
