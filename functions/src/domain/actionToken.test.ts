import { describe, expect, it } from 'vitest';
import { signActionToken, verifyActionToken } from './actionToken.js';

describe('notification action tokens', () => {
  const claim = { sid: 'sys', eid: 'ev-1', uid: 'u-ann', jti: 'a-token-id-of-16+', exp: 2_000 };
  const token = signActionToken(claim, 'secret');

  it('round-trips until it expires', () => {
    expect(verifyActionToken(token, 'secret', 1_999)).toEqual(claim);
    expect(verifyActionToken(token, 'secret', 2_001)).toBe('expired');
  });

  it('refuses another secret, a changed claim and junk', () => {
    expect(verifyActionToken(token, 'other', 0)).toBe('invalid');
    const [, sig] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...claim, eid: 'ev-2' })).toString('base64url')}.${sig}`;
    expect(verifyActionToken(forged, 'secret', 0)).toBe('invalid');
    expect(verifyActionToken('junk', 'secret', 0)).toBe('invalid');
    expect(verifyActionToken(`${token}.x`, 'secret', 0)).toBe('invalid');
  });

  it('refuses a token that names no person or no token id (the bearer tokens of before)', () => {
    const bearer = signActionToken({ sid: 'sys', eid: 'ev-1', exp: 2_000 } as typeof claim, 'secret');
    expect(verifyActionToken(bearer, 'secret', 0)).toBe('invalid');
  });
});
