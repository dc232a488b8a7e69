import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { ClaimCodeSchema, nameWordsOf, type ClaimableType, type ClaimInput } from '@neuron/shared';
import { isSystemAdmin } from './membership.js';
import type { Refusal } from './outcome.js';

/**
 * scrypt's cost for a claim code's verifier: N = 2^15, r = 8, p = 1 (32 MiB and roughly 0.1 s of
 * one core per guess; docs/THREAT_MODEL.md says why that makes an offline search impractical).
 */
export const CLAIM_SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
/** The verifier's form, stored beside it, so a later cost can be told from this one. */
export const CLAIM_SCHEME = 'scrypt-n15-r8-p1-v1';

/**
 * The first step of a claim code's verifier: SHA-256 over the serial and the normalised code
 * (what the first scheme stored as `claimHash`, so a record of that scheme can be moved into the
 * slow form without knowing its code: `slowClaimHash`).
 */
export function quickClaimHash(sn: string, claimCode: string): string {
  const code = ClaimCodeSchema.parse(claimCode);
  return createHash('sha256').update(`neuron-claim-v1:${sn}:${code}`, 'utf8').digest('hex');
}

/** scrypt of a quick hash under the serial's own random salt (hex): the verifier stored. */
export function slowClaimHash(quickHash: string, saltHex: string): string {
  return scryptSync(Buffer.from(quickHash, 'hex'), Buffer.from(saltHex, 'hex'), 32, CLAIM_SCRYPT).toString('hex');
}

/** A claim code's stored form: its verifier, the serial's random salt, the scheme. */
export interface ClaimVerifier {
  hash: string;
  salt: string;
  scheme: typeof CLAIM_SCHEME;
}

/** The verifier of a serial's claim code, under a new random 16-byte salt (or the one given). */
export function claimVerifier(sn: string, claimCode: string, saltHex = randomBytes(16).toString('hex')): ClaimVerifier {
  return { hash: slowClaimHash(quickClaimHash(sn, claimCode), saltHex), salt: saltHex, scheme: CLAIM_SCHEME };
}

/** A stored verifier read back, or undefined when the record holds none of this scheme. */
export function storedVerifier(
  claim: { hash?: unknown; salt?: unknown; scheme?: unknown } | undefined,
): ClaimVerifier | undefined {
  const { hash, salt, scheme } = claim ?? {};
  return typeof hash === 'string' && typeof salt === 'string' && scheme === CLAIM_SCHEME
    ? { hash, salt, scheme: CLAIM_SCHEME }
    : undefined;
}

/** True when the presented code matches the stored verifier (constant-time comparison). */
export function claimCodeMatches(sn: string, presented: string, stored: ClaimVerifier): boolean {
  const a = Buffer.from(claimVerifier(sn, presented, stored.salt).hash, 'hex');
  const b = Buffer.from(stored.hash, 'hex');
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
  /** The serial's factory record holds a verifier; false for a serial no factory record knows. */
  known: boolean;
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
  if (!f.known) return { code: 'not-found', message: `sn: ${f.sn} is not a known ${noun} serial number` };
  if (!f.codeMatches)
    return { code: 'permission-denied', message: `claimCode: the claim code does not match ${noun} ${f.sn}` };
  if (f.ownerWithDevice && f.ownerWithDevice !== f.systemId)
    return { code: 'already-exists', message: `sn: ${noun} ${f.sn} already belongs to another system` };
  return undefined;
}

/**
 * What a sensor's page shows of its factory record, kept on its device (the sensor facts a member
 * sees come from the device in their own system): model, firmware, battery, protocol as strings or
 * numbers. Nothing when the record has none.
 */
export function sensorFacts(facts: Record<string, unknown> | undefined): { info?: Record<string, string | number> } {
  const info = Object.fromEntries(
    ['model', 'firmware', 'battery', 'protocol'].flatMap((k) => {
      const v = facts?.[k];
      return typeof v === 'string' || typeof v === 'number' ? [[k, v]] : [];
    }),
  );
  return Object.keys(info).length > 0 ? { info } : {};
}

/** What a claim's transaction read: the raw documents, undefined where missing. */
export interface ClaimRead {
  system: unknown;
  /** The serial's claim record (claims/{TYPE}-{sn}, functions only): verifier and owner. */
  claim: { hash?: unknown; salt?: unknown; scheme?: unknown; systemId?: unknown } | undefined;
  /** A sensor's factory facts (sensorInfo: model, firmware, battery, protocol), copied onto its device. */
  facts?: Record<string, unknown>;
  deviceInThisSystem: boolean;
  /** The type of the serial's device in the system that claimed it before, when it has one. */
  ownerDeviceType: unknown;
}

/** The writes of an accepted claim (the data layer commits them in the claim's transaction). */
export interface ClaimWrites {
  /** The new device document in the claiming system. */
  device: Record<string, unknown>;
  /** Merged into the serial's claim record (and a gateway's gatewayInfo, which its members read). */
  owner: { systemId: string; claimedAt: number };
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
  const verifier = storedVerifier(read.claim);
  const owner = read.claim?.systemId;
  const refusal = claimRefusal({
    type,
    sn,
    systemId,
    callerIsAdmin: read.system !== undefined && isSystemAdmin(read.system, caller),
    deviceInThisSystem: read.deviceInThisSystem,
    known: verifier !== undefined,
    codeMatches: verifier !== undefined && claimCodeMatches(sn, input.claimCode, verifier),
    ownerWithDevice: typeof owner === 'string' && read.ownerDeviceType === type ? owner : undefined,
  });
  if (refusal) return { refusal };
  return {
    writes: {
      device: {
        type,
        sn,
        alias: input.alias,
        // Derived from the name, for lookups by a word inside it (docs/DATA_MODEL.md).
        nameWords: nameWordsOf(input.alias),
        tags: input.tags,
        labels: input.labels,
        config: type === 'GATEWAY' ? {} : input.config,
        sample: null,
        ...(type === 'SENSOR' ? sensorFacts(read.facts) : {}),
      },
      owner: { systemId, claimedAt: now },
      dropKey: type === 'GATEWAY',
    },
  };
}
