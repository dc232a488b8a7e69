import { describe, expect, it } from 'vitest';
import { applyMembershipChange, MEMBERSHIP_ERRORS, type MembershipLists } from './membership.js';

const lists: MembershipLists = {
  admin: ['ann@x.io'],
  users: ['bob@x.io'],
  pendingAdmin: [],
  pendingUsers: ['cat@x.io'],
};

describe('membership changes', () => {
  it('invites by e-mail into the pending list of the role, lower-cased', () => {
    expect(applyMembershipChange(lists, { kind: 'invite', email: ' Dan@X.io ', role: 'admin' })).toEqual({
      ok: true,
      lists: { ...lists, pendingAdmin: ['dan@x.io'] },
    });
    expect(applyMembershipChange(lists, { kind: 'invite', email: 'dan@x.io', role: 'user' })).toMatchObject({
      lists: { pendingUsers: ['cat@x.io', 'dan@x.io'] },
    });
  });

  it('refuses bad or duplicate invitations', () => {
    expect(applyMembershipChange(lists, { kind: 'invite', email: 'nope', role: 'user' })).toEqual({
      ok: false,
      message: MEMBERSHIP_ERRORS.invalidEmail,
    });
    expect(applyMembershipChange(lists, { kind: 'invite', email: 'BOB@x.io', role: 'user' })).toEqual({
      ok: false,
      message: MEMBERSHIP_ERRORS.alreadyMember,
    });
    expect(applyMembershipChange(lists, { kind: 'invite', email: 'cat@x.io', role: 'admin' })).toEqual({
      ok: false,
      message: MEMBERSHIP_ERRORS.alreadyInvited,
    });
  });

  it('revokes a pending invitation', () => {
    expect(applyMembershipChange(lists, { kind: 'revoke', email: 'cat@x.io' })).toMatchObject({
      ok: true,
      lists: { pendingUsers: [] },
    });
    expect(applyMembershipChange(lists, { kind: 'revoke', email: 'bob@x.io' })).toEqual({
      ok: false,
      message: MEMBERSHIP_ERRORS.notInvited,
    });
  });

  it('changes roles and removes members', () => {
    expect(applyMembershipChange(lists, { kind: 'setRole', email: 'bob@x.io', role: 'admin' })).toMatchObject({
      lists: { admin: ['ann@x.io', 'bob@x.io'], users: [] },
    });
    expect(applyMembershipChange(lists, { kind: 'remove', email: 'bob@x.io' })).toMatchObject({ lists: { users: [] } });
    expect(applyMembershipChange(lists, { kind: 'remove', email: 'eve@x.io' })).toEqual({
      ok: false,
      message: MEMBERSHIP_ERRORS.notMember,
    });
  });

  it('never removes or demotes the last admin', () => {
    expect(applyMembershipChange(lists, { kind: 'remove', email: 'ann@x.io' })).toEqual({
      ok: false,
      message: MEMBERSHIP_ERRORS.lastAdmin,
    });
    expect(applyMembershipChange(lists, { kind: 'setRole', email: 'ann@x.io', role: 'user' })).toEqual({
      ok: false,
      message: MEMBERSHIP_ERRORS.lastAdmin,
    });
    const two = { ...lists, admin: ['ann@x.io', 'bob@x.io'], users: [] };
    expect(applyMembershipChange(two, { kind: 'setRole', email: 'ann@x.io', role: 'user' })).toMatchObject({
      lists: { admin: ['bob@x.io'], users: ['ann@x.io'] },
    });
  });
});
