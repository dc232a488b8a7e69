import { InviteSchema, normaliseEmail, SystemSchema } from '@neuron/shared';
import { inviteeProblem, pendingMembers, type InviteRole } from './invites.js';
import type { Refusal } from './outcome.js';

// The invite writes decided from what a transaction read (data/invites.ts reads and commits):
// each e-mail is settled against the system as it is now, so a late or repeated trigger cannot
// revive an answered invite or delete one that a newer write asked for.

/** What settling one e-mail's invite read: the system and the invite documents (undefined: missing). */
export interface InviteRead {
  system: unknown;
  invite: { status?: unknown; role?: unknown } | undefined;
}

/** The write to one invite document: a new pending invite, its removal, or none. */
export type InviteWrite = { set: Record<string, unknown> } | { delete: true } | undefined;

/** A pending invite for an e-mail still pending on the system, unless one with its role is there. */
export function planInvite(systemId: string, email: string, now: number, read: InviteRead): InviteWrite {
  const role = read.system === undefined ? undefined : pendingMembers(read.system).get(email);
  if (!role) return undefined;
  if (read.invite?.status === 'pending' && read.invite.role === role) return undefined;
  return {
    set: {
      user: email,
      time: now,
      systemId,
      systemName: SystemSchema.safeParse(read.system).data?.name ?? '',
      role,
      invitedBy: null,
      status: 'pending',
    },
  };
}

/** The pending invite of an e-mail no longer pending on the system is withdrawn. */
export function planRevoke(email: string, read: InviteRead): InviteWrite {
  if (read.system !== undefined && pendingMembers(read.system).has(email)) return undefined;
  return read.invite?.status === 'pending' ? { delete: true } : undefined;
}

/** What answering an invite read: the invite, and its system (undefined: missing or not read). */
export interface AnswerRead {
  invite: unknown;
  system: unknown;
}

/** The writes of an answer: the system's lists and the invite's status, in one transaction. */
export interface AnswerWrites {
  systemId: string;
  /** Fields of the system replaced whole (the pending list without the invitee). */
  systemFields: Record<string, string[]>;
  /** Added to a member list (accepted), and taken off another (an accepted admin invite of a user). */
  addTo?: { field: 'admin' | 'users'; email: string };
  removeFrom?: { field: 'users'; email: string };
  invite: { status: 'accepted' | 'declined'; answeredAt: number };
}

/** The system an invite names, for the answer's second read (undefined: a malformed invite). */
export function answerSystemId(invite: unknown): string | undefined {
  return InviteSchema.safeParse(invite).data?.systemId;
}

/**
 * Accepting or declining an invite for the signed-in invitee: a refusal, or the writes. The
 * invitee leaves the pending list (every spelling of the e-mail); accepting adds them to the
 * members, and an accepted admin invite of a user is a promotion (one list per member).
 */
export function planAnswer(
  token: { email?: string; email_verified?: boolean },
  accept: boolean,
  now: number,
  read: AnswerRead,
): { refusal: Refusal } | { result: { systemId: string; role: InviteRole }; writes: AnswerWrites } {
  if (read.invite === undefined) return { refusal: { code: 'not-found', message: 'inviteId: no such invite' } };
  const parsed = InviteSchema.safeParse(read.invite);
  if (!parsed.success)
    return { refusal: { code: 'failed-precondition', message: 'inviteId: the invite is malformed' } };
  const invite = parsed.data;
  const problem = inviteeProblem(invite, token);
  if (problem) return { refusal: problem };
  if (read.system === undefined || pendingMembers(read.system).get(invite.user) !== invite.role) {
    return { refusal: { code: 'failed-precondition', message: 'This invite was withdrawn' } };
  }
  const email = invite.user;
  const pendingField = invite.role === 'admin' ? 'pendingAdmin' : 'pendingUsers';
  const pendingNow: unknown = (read.system as Record<string, unknown>)[pendingField];
  const stillPending = (Array.isArray(pendingNow) ? pendingNow : []).filter(
    (e) => typeof e !== 'string' || normaliseEmail(e) !== email,
  );
  return {
    result: { systemId: invite.systemId, role: invite.role },
    writes: {
      systemId: invite.systemId,
      systemFields: { [pendingField]: stillPending },
      ...(accept ? { addTo: { field: invite.role === 'admin' ? 'admin' : 'users', email } } : {}),
      ...(accept && invite.role === 'admin' ? { removeFrom: { field: 'users', email } } : {}),
      invite: { status: accept ? 'accepted' : 'declined', answeredAt: now },
    },
  };
}
