import { describe, expect, it } from 'vitest';
import { claimCodeMatches, claimRefusal, hashClaimCode, type ClaimFacts } from './claim.js';

const ok: ClaimFacts = {
  type: 'SENSOR',
  sn: 'S-3001',
  systemId: 'mine',
  callerIsAdmin: true,
  deviceInThisSystem: false,
  claimHash: 'h',
  codeMatches: true,
  ownerWithDevice: undefined,
};

describe('claim codes', () => {
  it('hash per serial, compare normalised codes', () => {
    const hash = hashClaimCode('S-3001', '7KQ2M9XD4HFA');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashClaimCode('S-3002', '7KQ2M9XD4HFA')).not.toBe(hash);
    expect(claimCodeMatches('S-3001', '7kq2-m9xd-4hfa', hash)).toBe(true);
    expect(claimCodeMatches('S-3001', '7KQ2M9XD4HFB', hash)).toBe(false);
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
    expect(claimRefusal({ ...ok, claimHash: undefined })).toEqual({
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
