import { describe, expect, it } from 'vitest';
import { MERGE_REQUIRED_CLAIM } from '@neuron/shared';
import { accountsSharingEmail, mergeProblem, mergeProfiles, withMergeClaim } from './merge.js';

describe('account merge', () => {
  const keep = { uid: 'k', email: 'Twin@x.io', emailVerified: true };
  it('finds other verified accounts with the same e-mail, in any case', () => {
    const others = accountsSharingEmail(keep, [
      keep,
      { uid: 'o', email: 'twin@x.io', emailVerified: true },
      { uid: 'z', email: 'z@x.io', emailVerified: true },
      { uid: 'n' },
    ]);
    expect(others.map((a) => a.uid)).toEqual(['o']);
  });

  it('ignores unverified look-alikes, and an unverified caller has no duplicates', () => {
    expect(accountsSharingEmail(keep, [{ uid: 'evil', email: 'twin@x.io', emailVerified: false }])).toEqual([]);
    expect(accountsSharingEmail(keep, [{ uid: 'evil', email: 'TWIN@x.io' }])).toEqual([]);
    const unverified = { ...keep, emailVerified: false };
    expect(accountsSharingEmail(unverified, [{ uid: 'o', email: 'twin@x.io', emailVerified: true }])).toEqual([]);
  });

  it('merges only a different verified account with the same e-mail into a verified one', () => {
    expect(mergeProblem(keep, { uid: 'o', email: 'twin@x.io', emailVerified: true })).toBeUndefined();
    expect(mergeProblem(keep, keep)).toEqual({
      code: 'invalid-argument',
      message: expect.stringMatching(/^otherIdToken:/),
    });
    expect(mergeProblem(keep, { uid: 'o', email: 'else@x.io', emailVerified: true })).toEqual({
      code: 'invalid-argument',
      message: expect.stringMatching(/different e-mail/),
    });
    expect(mergeProblem(keep, { uid: 'o', email: 'twin@x.io', emailVerified: false })).toEqual({
      code: 'invalid-argument',
      message: expect.stringMatching(/not verified/),
    });
    expect(mergeProblem({ ...keep, emailVerified: false }, { uid: 'o', email: 'twin@x.io' })).toEqual({
      code: 'permission-denied',
      message: expect.stringMatching(/verified/),
    });
  });

  it('keeps the caller’s choices and both accounts’ push tokens', () => {
    expect(
      mergeProfiles(
        { displayName: 'K', pushTokens: ['a'], notificationPrefs: { email: true } },
        { displayName: 'O', avatar: '/o.png', pushTokens: ['a', 'b'], notificationPrefs: { email: false, sms: true } },
      ),
    ).toEqual({
      displayName: 'K',
      avatar: '/o.png',
      pushTokens: ['a', 'b'],
      notificationPrefs: { email: true, sms: true },
    });
  });

  it('sets and clears the claim without touching other claims', () => {
    expect(withMergeClaim({ role: 'x' }, true)).toEqual({ role: 'x', [MERGE_REQUIRED_CLAIM]: true });
    expect(withMergeClaim({ role: 'x', [MERGE_REQUIRED_CLAIM]: true }, false)).toEqual({ role: 'x' });
  });
});
