import { FieldValue } from 'firebase-admin/firestore';
import { claimCodeMatches, claimRefusal, type ClaimInput } from '../domain/claim.js';
import { isSystemAdmin } from '../domain/gatewayKeys.js';
import { done, refused, type Outcome } from '../domain/outcome.js';
import { db } from './admin.js';
import { paths } from './paths.js';

/**
 * Claims a serial for a system in one transaction: checks the caller, the claim code and who
 * owns the serial now, then creates the device and records the owner on the info document.
 * A gateway's old ingest key is dropped: its new system issues its own.
 */
export async function claimDeviceFor(
  input: ClaimInput,
  token: { email?: string; email_verified?: boolean },
  now: number,
): Promise<Outcome<{ sn: string }>> {
  const { systemId, type, sn } = input;
  const infoRef = db().doc(type === 'GATEWAY' ? paths.gatewayInfo(sn) : paths.sensorInfo(sn));
  const deviceRef = db().doc(paths.device(systemId, sn));
  return db().runTransaction(async (tx): Promise<Outcome<{ sn: string }>> => {
    const [system, info, device] = await Promise.all([
      tx.get(db().doc(paths.system(systemId))),
      tx.get(infoRef),
      tx.get(deviceRef),
    ]);
    const claimHash = info.get('claimHash') as unknown;
    const owner = info.get('systemId') as unknown;
    const ownerDevice =
      typeof owner === 'string' && owner !== systemId ? await tx.get(db().doc(paths.device(owner, sn))) : undefined;
    const refusal = claimRefusal({
      type,
      sn,
      systemId,
      callerIsAdmin: system.exists && isSystemAdmin(system.data(), token),
      deviceInThisSystem: device.exists,
      claimHash: typeof claimHash === 'string' ? claimHash : undefined,
      codeMatches: typeof claimHash === 'string' && claimCodeMatches(sn, input.claimCode, claimHash),
      ownerWithDevice: ownerDevice?.exists && ownerDevice.get('type') === type ? (owner as string) : undefined,
    });
    if (refusal) return refused(refusal.code, refusal.message);
    tx.create(deviceRef, {
      type,
      sn,
      alias: input.alias,
      tags: input.tags,
      labels: input.labels,
      config: type === 'GATEWAY' ? {} : input.config,
      sample: null,
    });
    tx.set(
      infoRef,
      { systemId, claimedAt: now, ...(type === 'GATEWAY' ? { keyHash: FieldValue.delete() } : {}) },
      { merge: true },
    );
    return done({ sn });
  });
}
