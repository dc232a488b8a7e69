import { describe, expect, it } from 'vitest';
import {
  claimCodeMatches,
  claimVerifier,
  CLAIM_SCRYPT,
  quickClaimHash,
  slowClaimHash,
  type ClaimFacts,
  claimRefusal,
} from './claim.js';

const ok: ClaimFacts = {
  type: 'SENSOR',
  sn: 'S-3001',
  systemId: 'mine',
  callerIsAdmin: true,
  deviceInThisSystem: false,
  known: true,
  codeMatches: true,
  ownerWithDevice: undefined,
};

describe('claim codes', () => {
  it('a slow verifier per serial, under its own random salt; normalised codes compare equal', () => {
    const stored = claimVerifier('S-3001', '7KQ2M9XD4HFA');
    expect(stored).toMatchObject({
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // The same code on the same serial gets another salt, so another verifier.
    expect(claimVerifier('S-3001', '7KQ2M9XD4HFA').hash).not.toBe(stored.hash);
    expect(claimVerifier('S-3002', '7KQ2M9XD4HFA', stored.salt).hash).not.toBe(stored.hash);
    expect(claimCodeMatches('S-3001', '7kq2-m9xd-4hfa', stored)).toBe(true);
    expect(claimCodeMatches('S-3001', '7KQ2M9XD4HFB', stored)).toBe(false);
  });

  it('is scrypt (N 2^15, r 8, p 1) over the first scheme’s SHA-256, so an old record moves without its code', () => {
    expect(CLAIM_SCRYPT).toMatchObject({ N: 32768, r: 8, p: 1 });
    const salt = '00112233445566778899aabbccddeeff';
    const moved = {
      hash: slowClaimHash(quickClaimHash('S-3001', '7KQ2M9XD4HFA'), salt),
      salt,
      scheme: claimVerifier('S', 'ABCDEFGH').scheme,
    };
    expect(claimCodeMatches('S-3001', '7KQ2M9XD4HFA', moved)).toBe(true);
  });
});

describe('claim refusals say which problem it is', () => {
  it('allows a known serial with its code, unclaimed or released', () => {
    expect(claimRefusal(ok)).toBeUndefined();
    expect(claimRefusal({ ...ok, ownerWithDevice: 'mine' })).toBeUndefined();
  });

  it('refuses in order: not admin, already here, unknown serial, wrong code, another system', () => {
    expect(claimRefusal({ ...ok, callerIsAdmin: false })?.code).toBe('permission-denied');
    expect(claimRefusal({ ...ok, deviceInThisSystem: true })).toEqual({
      code: 'already-exists',
      message: 'sn: S-3001 is already in this system',
    });
    expect(claimRefusal({ ...ok, known: false })).toEqual({
      code: 'not-found',
      message: 'sn: S-3001 is not a known sensor serial number',
    });
    expect(claimRefusal({ ...ok, type: 'GATEWAY', codeMatches: false })).toEqual({
      code: 'permission-denied',
      message: 'claimCode: the claim code does not match gateway S-3001',
    });
    expect(claimRefusal({ ...ok, ownerWithDevice: 'theirs' })).toEqual({
      code: 'already-exists',
      message: 'sn: sensor S-3001 already belongs to another system',
    });
  });
});
