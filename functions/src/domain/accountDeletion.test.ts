import { describe, expect, it } from 'vitest';
import { membershipEmailToClear, planMembershipRemoval } from './accountDeletion.js';

describe('planMembershipRemoval', () => {
  it('takes every spelling of the e-mail off every list; other admins keep the system', () => {
    const plan = planMembershipRemoval(
      { admin: ['Gone@x.io', 'boss@x.io'], users: ['gone@x.io', 'u@x.io'], pendingUsers: ['GONE@x.io'] },
      'gone@x.io',
    );
    expect(plan).toEqual({
      lists: { admin: ['boss@x.io'], users: ['u@x.io'], pendingAdmin: [], pendingUsers: [] },
      effect: 'removed',
    });
  });

  it('a last admin leaves an admin invitation to each remaining user (not twice)', () => {
    const plan = planMembershipRemoval(
      { admin: ['gone@x.io'], users: ['a@x.io', 'B@x.io'], pendingAdmin: ['b@x.io'], pendingUsers: ['p@x.io'] },
      'gone@x.io',
    );
    expect(plan).toEqual({
      lists: { admin: [], users: ['a@x.io', 'B@x.io'], pendingAdmin: ['b@x.io', 'a@x.io'], pendingUsers: ['p@x.io'] },
      effect: 'adminInvited',
    });
  });

  it('the last member leaves the system without members', () => {
    expect(planMembershipRemoval({ admin: ['gone@x.io'], pendingUsers: ['p@x.io'] }, 'gone@x.io')?.effect).toBe(
      'orphaned',
    );
  });

  it('a user or invitee leaving changes nothing else; a system not listing the e-mail needs no write', () => {
    expect(planMembershipRemoval({ admin: ['boss@x.io'], pendingAdmin: ['gone@x.io'] }, 'gone@x.io')).toEqual({
      lists: { admin: ['boss@x.io'], users: [], pendingAdmin: [], pendingUsers: [] },
      effect: 'removed',
    });
    expect(planMembershipRemoval({ admin: ['boss@x.io'], users: [7] }, 'gone@x.io')).toBeUndefined();
  });
});

describe('membershipEmailToClear', () => {
  it('only a verified e-mail that no other verified account keeps', () => {
    expect(membershipEmailToClear({ uid: 'u', email: ' Me@X.io', emailVerified: true }, 0)).toBe('me@x.io');
    expect(membershipEmailToClear({ uid: 'u', email: 'me@x.io', emailVerified: false }, 0)).toBeUndefined();
    expect(membershipEmailToClear({ uid: 'u', email: 'me@x.io', emailVerified: true }, 1)).toBeUndefined();
    expect(membershipEmailToClear({ uid: 'u', emailVerified: true }, 0)).toBeUndefined();
  });
});
