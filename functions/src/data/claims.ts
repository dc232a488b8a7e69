import { FieldValue } from 'firebase-admin/firestore';
import type { ClaimRead, ClaimWrites } from '../domain/claim.js';
import { db } from './admin.js';
import { paths } from './paths.js';

/**
 * Claims a serial for a system in one transaction: reads the system, the serial's info document,
 * the device in the claiming system and (when another system claimed the serial before) that
 * system's device, and commits the writes `plan` decides from them (domain/claim.ts `planClaim`).
 * Returns what `plan` returned; nothing is written when it returns no writes.
 */
export async function claimSerial<R extends { writes: ClaimWrites } | object>(
  systemId: string,
  type: 'SENSOR' | 'GATEWAY',
  sn: string,
  plan: (read: ClaimRead) => R,
): Promise<R> {
  const infoRef = db().doc(type === 'GATEWAY' ? paths.gatewayInfo(sn) : paths.sensorInfo(sn));
  const deviceRef = db().doc(paths.device(systemId, sn));
  return db().runTransaction(async (tx) => {
    const [system, info, device] = await Promise.all([
      tx.get(db().doc(paths.system(systemId))),
      tx.get(infoRef),
      tx.get(deviceRef),
    ]);
    const owner = info.get('systemId') as unknown;
    const ownerDevice =
      typeof owner === 'string' && owner !== systemId ? await tx.get(db().doc(paths.device(owner, sn))) : undefined;
    const decided = plan({
      system: system.exists ? system.data() : undefined,
      info: info.exists ? info.data() : undefined,
      deviceInThisSystem: device.exists,
      ownerDeviceType: ownerDevice?.exists ? ownerDevice.get('type') : undefined,
    });
    if (!('writes' in decided)) return decided;
    const { writes } = decided as { writes: ClaimWrites };
    tx.create(deviceRef, writes.device);
    tx.set(infoRef, { ...writes.info, ...(writes.dropKey ? { keyHash: FieldValue.delete() } : {}) }, { merge: true });
    if (writes.dropKey) tx.delete(db().doc(paths.gatewayKey(sn)));
    return decided;
  });
}
