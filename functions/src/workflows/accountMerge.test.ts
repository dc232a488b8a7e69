import { MERGE_REQUIRED_CLAIM, type UserProfile } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthAccount, MergeAccount } from '../domain/merge.js';

// The data layer faked: Auth's accounts and claims, the profiles, and the ID tokens ("token-<uid>").
let accounts: Record<string, AuthAccount>;
let claims: Record<string, Record<string, unknown> | undefined>;
let profiles: Record<string, unknown>;
vi.mock('../data/usersMerge.js', () => ({
  authAccountOf: vi.fn(async (uid: string) => accounts[uid]),
  authAccountOfIdToken: vi.fn(async (token: string) => accounts[token.replace(/^token-/, '')]),
  findAccounts: vi.fn(async (select: (page: AuthAccount[]) => MergeAccount[]) => select(Object.values(accounts))),
  updateCustomClaims: vi.fn(
    async (uid: string, plan: (c: Record<string, unknown> | undefined) => Record<string, unknown>) => {
      claims[uid] = plan(claims[uid]);
    },
  ),
  mergeAccountInto: vi.fn(async (keep: string, other: string, plan: (k: unknown, o: unknown) => UserProfile) => {
    profiles[keep] = plan(profiles[keep], profiles[other]);
    delete profiles[other];
    delete accounts[other];
  }),
}));
const { checkAccountMerge, mergeIntoCaller } = await import('./accountMerge.js');

const account = (uid: string, email: string | undefined, emailVerified: boolean, providerId = 'password') => ({
  uid,
  email,
  emailVerified,
  providers: [{ providerId, email: email ?? `${uid}@example.com` }],
});

beforeEach(() => {
  accounts = {
    ann: account('ann', 'ann@example.com', true),
    ann2: account('ann2', 'Ann@Example.com', true),
    fake: account('fake', 'ann@example.com', false),
  };
  claims = { ann: { role: 'x' } };
  profiles = { ann: { pushTokens: ['t1'] }, ann2: { pushTokens: ['t2'], displayName: 'Ann' } };
});

describe('account merge (data layer faked)', () => {
  it('flags a verified e-mail another verified account shares, keeping the other claims', async () => {
    expect(await checkAccountMerge('ann')).toEqual({ requiresMerge: true, otherAccounts: 1 });
    expect(claims.ann).toEqual({ role: 'x', [MERGE_REQUIRED_CLAIM]: true });
  });

  it("counts a provider's e-mail only from a provider that verifies it", async () => {
    delete accounts.ann2;
    accounts.g = account('g', undefined, true, 'google.com');
    accounts.g.providers = [{ providerId: 'google.com', email: 'ann@example.com' }];
    accounts.o = { ...accounts.g, uid: 'o', providers: [{ providerId: 'oidc.other', email: 'ann@example.com' }] };
    expect(await checkAccountMerge('ann')).toEqual({ requiresMerge: true, otherAccounts: 1 });
    delete accounts.g;
    expect(await checkAccountMerge('ann')).toEqual({ requiresMerge: false, otherAccounts: 0 });
    expect(claims.ann).toEqual({ role: 'x' });
  });

  it('merges the other profile into the caller and clears the flag when no duplicate is left', async () => {
    claims.ann = { [MERGE_REQUIRED_CLAIM]: true };
    expect(await mergeIntoCaller('ann', 'token-ann2')).toEqual({
      ok: true,
      value: { mergedUid: 'ann2', requiresMerge: false },
    });
    expect(profiles).toEqual({ ann: expect.objectContaining({ pushTokens: ['t1', 't2'], displayName: 'Ann' }) });
    expect(claims.ann).toEqual({});
  });

  it('refuses a bad token or an unverified account, writing nothing', async () => {
    expect(await mergeIntoCaller('ann', 'token-nobody')).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(await mergeIntoCaller('ann', 'token-fake')).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(Object.keys(profiles)).toEqual(['ann', 'ann2']);
    expect(claims.ann).toEqual({ role: 'x' });
  });
});
