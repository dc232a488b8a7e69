import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MembershipRemoval } from '../domain/accountDeletion.js';
import type { AuthAccount } from '../domain/merge.js';

// The data layer faked: the Auth accounts left, the systems' stored lists, what each system's
// transaction commits, and the invites and profile deleted.
let authAccounts: AuthAccount[];
let systems: Record<string, Record<string, unknown>>;
const deleted: string[] = [];
vi.mock('../data/usersMerge.js', () => ({
  findAccounts: vi.fn(async (select: (page: AuthAccount[]) => unknown[]) => select(authAccounts)),
}));
vi.mock('../data/accountDeletion.js', () => ({
  accountExists: vi.fn(async (uid: string) => authAccounts.some((a) => a.uid === uid)),
  systemsListing: vi.fn(async () => Object.keys(systems)),
  removeFromSystem: vi.fn(async (id: string, plan: (data: unknown) => MembershipRemoval | undefined) => {
    const removal = plan(systems[id]);
    if (removal) systems[id] = { ...removal.lists };
    return removal?.effect;
  }),
  deleteInvitesOf: vi.fn(async (emails: string[]) => (deleted.push(...emails.map((e) => `invites of ${e}`)), 1)),
  deleteProfile: vi.fn(async (uid: string) => deleted.push(`profile ${uid}`)),
}));
const { cleanUpDeletedAccount } = await import('./accountDeletion.js');

const verified = (uid: string, email: string): AuthAccount => ({ uid, email, emailVerified: true, providers: [] });

beforeEach(() => {
  authAccounts = [];
  systems = { s1: { admin: ['bo@example.com'], users: ['ann@example.com'] } };
  deleted.length = 0;
});

describe('cleanUpDeletedAccount (data layer faked)', () => {
  it('takes a verified e-mail off the systems and deletes its invites, then the profile', async () => {
    const report = await cleanUpDeletedAccount({ uid: 'ann', email: 'Ann@example.com', emailVerified: true });
    expect(report).toEqual({ systems: { removed: ['s1'] }, invitesDeleted: 1 });
    expect(systems.s1).toMatchObject({ admin: ['bo@example.com'], users: [] });
    expect(deleted).toEqual(['invites of ann@example.com', 'profile ann']);
  });

  it('keeps the e-mail on the lists while another verified account has it', async () => {
    authAccounts = [verified('ann2', 'ann@example.com')];
    const report = await cleanUpDeletedAccount({ uid: 'ann', email: 'ann@example.com', emailVerified: true });
    expect(report).toEqual({ systems: {}, invitesDeleted: 0 });
    expect(deleted).toEqual(['profile ann']);
  });

  it('touches nothing when the uid exists again', async () => {
    authAccounts = [verified('ann', 'ann@example.com')];
    const report = await cleanUpDeletedAccount({ uid: 'ann', email: 'ann@example.com', emailVerified: true });
    expect(report).toEqual({ systems: {}, invitesDeleted: 0, recreated: true });
    expect(deleted).toEqual([]);
  });
});
