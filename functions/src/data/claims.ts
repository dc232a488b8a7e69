import { FieldValue } from 'firebase-admin/firestore';
import type { ClaimRead, ClaimVerifier, ClaimWrites } from '../domain/claim.js';
import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { paths } from './paths.js';

/**
 * Claims a serial for a system in one transaction: reads the system, the serial's claim record
 * (claims/{TYPE}-{sn}: verifier and owner, functions only), a sensor's factory facts, the device in
 * the claiming system and (when another system claimed the serial before) that system's device,
 * and commits the writes `plan` decides from them (domain/claim.ts `planClaim`): the device, the
 * owner on the claim record, and for a gateway its owner on gatewayInfo (which its members read)
 * with its ingest key dropped. Returns what `plan` returned; nothing is written when it returns no writes.
 */
export async function claimSerial<R extends { writes: ClaimWrites } | object>(
  systemId: string,
  type: 'SENSOR' | 'GATEWAY',
  sn: string,
  plan: (read: ClaimRead) => R,
): Promise<R> {
  const claimRef = db().doc(paths.claim(type, sn));
  const deviceRef = db().doc(paths.device(systemId, sn));
  return runTransaction(async (tx) => {
    const [system, claim, device, facts] = await Promise.all([
      tx.get(db().doc(paths.system(systemId))),
      tx.get(claimRef),
      tx.get(deviceRef),
      type === 'SENSOR' ? tx.get(db().doc(paths.sensorInfo(sn))) : undefined,
    ]);
    const owner = claim.get('systemId') as unknown;
    const ownerDevice =
      typeof owner === 'string' && owner !== systemId ? await tx.get(db().doc(paths.device(owner, sn))) : undefined;
    const decided = plan({
      system: system.exists ? system.data() : undefined,
      claim: claim.exists ? claim.data() : undefined,
      facts: facts?.exists ? facts.data() : undefined,
      deviceInThisSystem: device.exists,
      ownerDeviceType: ownerDevice?.exists ? ownerDevice.get('type') : undefined,
    });
    if (!('writes' in decided)) return decided;
    const { writes } = decided as { writes: ClaimWrites };
    tx.create(deviceRef, writes.device);
    tx.set(claimRef, writes.owner, { merge: true });
    if (type === 'GATEWAY')
      tx.set(db().doc(paths.gatewayInfo(sn)), { ...writes.owner, keyHash: FieldValue.delete() }, { merge: true });
    if (writes.dropKey) tx.delete(db().doc(paths.gatewayKey(sn)));
    return decided;
  });
}

/**
 * Writes a serial's claim record (the factory, or the demo seed): its claim code's verifier, and
 * when given the system that owns it. Replaces what was there.
 */
export async function storeClaimRecord(
  type: 'SENSOR' | 'GATEWAY',
  sn: string,
  record: ClaimVerifier & { systemId?: string },
): Promise<void> {
  await db().doc(paths.claim(type, sn)).set(record);
}
