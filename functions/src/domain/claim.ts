import { createHash, timingSafeEqual } from 'node:crypto';
import { ClaimCodeSchema, type ClaimableType, type ClaimInput } from '@neuron/shared';
import { isSystemAdmin } from './gatewayKeys.js';
import type { Refusal } from './outcome.js';

/**
 * The stored form of a factory claim code: SHA-256 over the serial and the normalised code, so
 * the same code printed on two devices hashes differently and the hash names its serial.
 */
export function hashClaimCode(sn: string, claimCode: string): string {
  const code = ClaimCodeSchema.parse(claimCode);
  return createHash('sha256').update(`neuron-claim-v1:${sn}:${code}`, 'utf8').digest('hex');
}

/** True when the presented code hashes to the stored hash (constant-time comparison). */
export function claimCodeMatches(sn: string, presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashClaimCode(sn, presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const NOUN: Record<ClaimableType, string> = { SENSOR: 'sensor', GATEWAY: 'gateway' };

/** What a claim found, read inside its transaction. */
export interface ClaimFacts {
  type: ClaimableType;
  sn: string;
  systemId: string;
  callerIsAdmin: boolean;
  /** A device with this serial is already in the claiming system. */
  deviceInThisSystem: boolean;
  /** The info document's claim hash; undefined for a serial no factory record knows. */
  claimHash: string | undefined;
  codeMatches: boolean;
  /** The system that claimed the serial before, when it still has the device. */
  ownerWithDevice: string | undefined;
}

/** Why a claim is refused (callable error code and a message naming the field), or undefined. */
export function claimRefusal(f: ClaimFacts): Refusal | undefined {
  const noun = NOUN[f.type];
  if (!f.callerIsAdmin)
    return { code: 'permission-denied', message: 'systemId: only an admin of the system can add devices' };
  if (f.deviceInThisSystem) return { code: 'already-exists', message: `sn: ${f.sn} is already in this system` };
  if (!f.claimHash) return { code: 'not-found', message: `sn: ${f.sn} is not a known ${noun} serial number` };
  if (!f.codeMatches)
    return { code: 'permission-denied', message: `claimCode: the claim code does not match ${noun} ${f.sn}` };
  if (f.ownerWithDevice && f.ownerWithDevice !== f.systemId)
    return { code: 'already-exists', message: `sn: ${noun} ${f.sn} already belongs to another system` };
  return undefined;
}

/** What a claim's transaction read: the raw documents, undefined where missing. */
export interface ClaimRead {
  system: unknown;
  /** The serial's info document (gatewayInfo or sensorInfo). */
  info: { claimHash?: unknown; systemId?: unknown } | undefined;
  deviceInThisSystem: boolean;
  /** The type of the serial's device in the system that claimed it before, when it has one. */
  ownerDeviceType: unknown;
}

/** The writes of an accepted claim (the data layer commits them in the claim's transaction). */
export interface ClaimWrites {
  /** The new device document in the claiming system. */
  device: Record<string, unknown>;
  /** Merged into the serial's info document. */
  info: { systemId: string; claimedAt: number };
  /** The serial's ingest key is dropped (key document and any legacy key hash on its info). */
  dropKey: boolean;
}

/**
 * The claim's decision from what its transaction read: a refusal, or the writes to make. A
 * gateway claimed anew starts without an ingest key, so the previous owner's key stops working.
 */
export function planClaim(
  input: ClaimInput,
  caller: { email?: string; email_verified?: boolean },
  now: number,
  read: ClaimRead,
): { refusal: Refusal } | { writes: ClaimWrites } {
  const { systemId, type, sn } = input;
  const claimHash = read.info?.claimHash;
  const owner = read.info?.systemId;
  const refusal = claimRefusal({
    type,
    sn,
    systemId,
    callerIsAdmin: read.system !== undefined && isSystemAdmin(read.system, caller),
    deviceInThisSystem: read.deviceInThisSystem,
    claimHash: typeof claimHash === 'string' ? claimHash : undefined,
    codeMatches: typeof claimHash === 'string' && claimCodeMatches(sn, input.claimCode, claimHash),
    ownerWithDevice: typeof owner === 'string' && read.ownerDeviceType === type ? owner : undefined,
  });
  if (refusal) return { refusal };
  return {
    writes: {
      device: {
        type,
        sn,
        alias: input.alias,
        tags: input.tags,
        labels: input.labels,
        config: type === 'GATEWAY' ? {} : input.config,
        sample: null,
      },
      info: { systemId, claimedAt: now },
      dropKey: type === 'GATEWAY',
    },
  };
}
