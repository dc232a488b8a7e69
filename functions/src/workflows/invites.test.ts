import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerRead, AnswerWrites, InviteRead, InviteWrite } from '../domain/inviteWrites.js';
import { inviteId } from '../domain/invites.js';

// The data layer faked: documents by path-like key, and the writes each transaction would commit.
let systems: Record<string, unknown>;
let invites: Record<string, InviteRead['invite']>;
let inviteWrites: Record<string, InviteWrite>;
let answerWrites: AnswerWrites | undefined;
vi.mock('../data/invites.js', () => ({
  settleInvite: vi.fn(async (systemId: string, id: string, plan: (r: InviteRead) => InviteWrite) => {
    const write = plan({ system: systems[systemId], invite: invites[id] });
    if (write) inviteWrites[id] = write;
    return write;
  }),
  answerInviteIn: vi.fn(
    async (id: string, systemIdOf: (i: unknown) => string | undefined, plan: (r: AnswerRead) => object) => {
      const invite = invites[id];
      const sid = invite === undefined ? undefined : systemIdOf(invite);
      const decided = plan({ invite, system: sid === undefined ? undefined : systems[sid] });
      if ('writes' in decided) answerWrites = decided.writes as AnswerWrites;
      return decided;
    },
  ),
}));
// The SMTP adapter faked: the e-mails it was asked to send.
const mailed: { to: readonly string[]; subject: string; text: string }[] = [];
vi.mock('../data/channelsEmail.js', () => ({
  sendEmail: vi.fn(async (to: readonly string[], r: { message: { subject: string; text: string } }) => {
    mailed.push({ to, subject: r.message.subject, text: r.message.text });
  }),
}));
const { answerInvite, syncInvites } = await import('./invites.js');
const MAIL_ENV = { NOTIFY_SMTP_URL: 'smtp://relay:25', APP_URL: 'https://neuron.example.com' };

const bob = { email: 'Bob@example.com', email_verified: true };
const bobInvite = inviteId('sys-1', 'bob@example.com');

beforeEach(() => {
  systems = { 'sys-1': { name: 'Plant', admin: ['ada@example.com'], users: ['bob@example.com'], pendingAdmin: [] } };
  invites = {};
  inviteWrites = {};
  answerWrites = undefined;
  mailed.length = 0;
});

describe('syncInvites (data layer faked)', () => {
  it('e-mails the invitee once, with links to answer and to sign up; a repeat of the trigger sends nothing', async () => {
    const after = { ...(systems['sys-1'] as object), pendingUsers: ['Carol@example.com'] };
    systems['sys-1'] = after;
    await syncInvites('sys-1', {}, after, 1000, MAIL_ENV);
    expect(mailed).toEqual([
      {
        to: ['carol@example.com'],
        subject: 'You are invited to Plant on Neuron',
        text: expect.stringContaining('Accept or decline: https://neuron.example.com/invites'),
      },
    ]);
    // Redelivered: the invite is pending already, so nothing is written and nothing sent.
    invites[inviteId('sys-1', 'carol@example.com')] = { status: 'pending', role: 'user' } as never;
    await syncInvites('sys-1', {}, after, 2000, MAIL_ENV);
    expect(mailed).toHaveLength(1);
  });

  it('writes a pending invite for a newly pending e-mail, named after the system', async () => {
    const after = { ...(systems['sys-1'] as object), pendingUsers: ['Carol@example.com'] };
    systems['sys-1'] = after;
    expect(await syncInvites('sys-1', {}, after, 1000)).toEqual({ invited: 1, revoked: 0 });
    expect(inviteWrites[inviteId('sys-1', 'carol@example.com')]).toEqual({
      set: expect.objectContaining({ user: 'carol@example.com', systemName: 'Plant', role: 'user', status: 'pending' }),
    });
  });

  it('does not revive an invite the system no longer lists (a late trigger)', async () => {
    const after = { pendingUsers: ['carol@example.com'] };
    expect(await syncInvites('sys-1', {}, after, 1000)).toEqual({ invited: 1, revoked: 0 });
    expect(inviteWrites).toEqual({});
  });

  it('withdraws a pending invite taken off the list, but never an answered one', async () => {
    const before = { pendingUsers: ['carol@example.com', 'dan@example.com'] };
    invites[inviteId('sys-1', 'carol@example.com')] = { status: 'pending', role: 'user' };
    invites[inviteId('sys-1', 'dan@example.com')] = { status: 'accepted', role: 'user' };
    expect(await syncInvites('sys-1', before, {}, 1000)).toEqual({ invited: 0, revoked: 2 });
    expect(inviteWrites).toEqual({ [inviteId('sys-1', 'carol@example.com')]: { delete: true } });
  });
});

describe('answerInvite (data layer faked)', () => {
  const pendingInvite = (role: 'admin' | 'user') => ({
    user: 'bob@example.com',
    time: 1,
    systemId: 'sys-1',
    systemName: 'Plant',
    role,
    invitedBy: null,
    status: 'pending',
  });

  it('accepting an admin invite of a user promotes them: one list per member', async () => {
    invites[bobInvite] = pendingInvite('admin');
    systems['sys-1'] = { ...(systems['sys-1'] as object), pendingAdmin: ['BOB@example.com', 'x@example.com'] };
    expect(await answerInvite(bobInvite, bob, true, 1000)).toEqual({
      ok: true,
      value: { systemId: 'sys-1', role: 'admin' },
    });
    expect(answerWrites).toEqual({
      systemId: 'sys-1',
      systemFields: { pendingAdmin: ['x@example.com'] },
      addTo: { field: 'admin', email: 'bob@example.com' },
      removeFrom: { field: 'users', email: 'bob@example.com' },
      invite: { status: 'accepted', answeredAt: 1000 },
    });
  });

  it('declining only drops the pending entry', async () => {
    invites[bobInvite] = pendingInvite('user');
    systems['sys-1'] = { pendingUsers: ['bob@example.com'] };
    await answerInvite(bobInvite, bob, false, 1000);
    expect(answerWrites).toEqual({
      systemId: 'sys-1',
      systemFields: { pendingUsers: [] },
      invite: { status: 'declined', answeredAt: 1000 },
    });
  });

  it('refuses a withdrawn invite, a missing one and another e-mail, writing nothing', async () => {
    invites[bobInvite] = pendingInvite('user');
    expect(await answerInvite(bobInvite, bob, true, 1000)).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(await answerInvite('nope', bob, true, 1000)).toMatchObject({ ok: false, code: 'not-found' });
    const eve = { email: 'eve@example.com', email_verified: true };
    expect(await answerInvite(bobInvite, eve, true, 1000)).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(answerWrites).toBeUndefined();
  });
});
