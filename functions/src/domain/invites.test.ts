import { describe, expect, it } from 'vitest';
import { inviteId, inviteeProblem, planInviteChanges } from './invites.js';

describe('planInviteChanges', () => {
  it('invites newly pending e-mails (lower-cased), re-invites on a role change and revokes removed ones', () => {
    const before = { pendingUsers: ['a@x.io', 'b@x.io'], pendingAdmin: [] };
    const after = { pendingUsers: ['B@x.io', 'C@x.io'], pendingAdmin: ['a@x.io'] };
    expect(planInviteChanges(before, after)).toEqual({
      invite: [
        { email: 'c@x.io', role: 'user' },
        { email: 'a@x.io', role: 'admin' },
      ],
      revoke: [],
    });
    expect(planInviteChanges(after, undefined)).toEqual({ invite: [], revoke: ['b@x.io', 'c@x.io', 'a@x.io'] });
    expect(planInviteChanges({ name: 'x' }, { name: 'y' })).toEqual({ invite: [], revoke: [] });
  });

  it('ignores entries that are not e-mails', () => {
    expect(planInviteChanges(undefined, { pendingUsers: ['', 'nobody'] })).toEqual({ invite: [], revoke: [] });
  });

  it('a malformed entry (a number) does not wipe the other pending invitations', () => {
    const before = { pendingUsers: ['a@x.io', 'b@x.io'], pendingAdmin: ['c@x.io'] };
    const after = { pendingUsers: ['a@x.io', 42, 'b@x.io'], pendingAdmin: ['c@x.io', null] };
    expect(planInviteChanges(before, after)).toEqual({ invite: [], revoke: [] });
    expect(planInviteChanges(before, { ...after, pendingAdmin: 'c@x.io' })).toEqual({ invite: [], revoke: ['c@x.io'] });
  });
});

describe('inviteId', () => {
  it('depends on system and e-mail only, not on case', () => {
    expect(inviteId('s1', 'A@x.io')).toBe(inviteId('s1', 'a@x.io'));
    expect(inviteId('s1', 'a@x.io')).not.toBe(inviteId('s2', 'a@x.io'));
    expect(inviteId('s1', 'a@x.io')).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('inviteeProblem', () => {
  const invite = { user: 'a@x.io', status: 'pending' as const };
  it('allows only the verified invitee to answer a pending invite', () => {
    expect(inviteeProblem(invite, { email: 'A@x.io', email_verified: true })).toBeUndefined();
    expect(inviteeProblem(invite, { email: 'a@x.io', email_verified: false })?.code).toBe('permission-denied');
    expect(inviteeProblem(invite, { email: 'b@x.io', email_verified: true })?.code).toBe('permission-denied');
    expect(inviteeProblem({ ...invite, status: 'declined' }, { email: 'a@x.io', email_verified: true })).toEqual({
      code: 'failed-precondition',
      message: 'This invite is already declined',
    });
  });
});
