import { describe, expect, it } from 'vitest';
import { INVITE_STATUSES, InviteSchema } from './invite.js';

describe('InviteSchema', () => {
  it('fills defaults of an invite', () => {
    expect(INVITE_STATUSES).toEqual(['pending', 'accepted', 'declined']);
    expect(InviteSchema.parse({ user: 'a@b.dk', time: 1, systemId: 's', role: 'user' })).toEqual({
      user: 'a@b.dk',
      time: 1,
      systemId: 's',
      role: 'user',
      systemName: '',
      invitedBy: null,
      status: 'pending',
    });
  });

  it.each([
    [{ time: 1, systemId: 's', role: 'user' }, ['user']],
    [{ user: 'a@b.dk', time: 1, systemId: 's', role: 'owner' }, ['role']],
    [{ user: 'a@b.dk', time: 1, systemId: 's', role: 'user', status: 'maybe' }, ['status']],
  ])('refuses %j naming the field', (input, path) => {
    expect(InviteSchema.safeParse(input).error?.issues[0].path).toEqual(path);
  });
});
