import { createHash } from 'node:crypto';
import { normaliseEmail, type Invite, type SystemPendingMembers } from '@neuron/shared';
import type { Refusal } from './outcome.js';

export type InviteRole = Invite['role'];

/** invites/{id}: derived from (system, e-mail), so a re-delivered trigger cannot duplicate an invite. */
export function inviteId(systemId: string, email: string): string {
  return createHash('sha256')
    .update(`${systemId}\n${normaliseEmail(email)}`, 'utf8')
    .digest('hex')
    .slice(0, 40);
}

/** The entries of a pending list that look like e-mails; anything else in it is skipped. */
function pendingEmails(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.filter((e): e is string => typeof e === 'string' && e.includes('@') && e.length <= 320);
}

/**
 * The pending e-mails of a system document with their role (admin wins when listed twice).
 * Malformed entries are skipped one by one: a list with a number in it must not read as
 * empty, which would revoke every pending invitation of the system.
 */
export function pendingMembers(systemData: unknown): Map<string, InviteRole> {
  const data = (systemData ?? {}) as Partial<Record<keyof SystemPendingMembers, unknown>>;
  const pending = new Map<string, InviteRole>();
  for (const e of pendingEmails(data.pendingUsers)) pending.set(normaliseEmail(e), 'user');
  for (const e of pendingEmails(data.pendingAdmin)) pending.set(normaliseEmail(e), 'admin');
  return pending;
}

export interface InviteChanges {
  /** E-mails newly pending (or whose role changed): each needs a pending invite. */
  invite: { email: string; role: InviteRole }[];
  /** E-mails no longer pending: a still-pending invite of theirs is revoked. */
  revoke: string[];
}

/** What a system write means for its invites: compares the pending members before and after. */
export function planInviteChanges(before: unknown, after: unknown): InviteChanges {
  const was = pendingMembers(before);
  const now = pendingMembers(after);
  const invite = [...now].filter(([email, role]) => was.get(email) !== role).map(([email, role]) => ({ email, role }));
  const revoke = [...was.keys()].filter((email) => !now.has(email));
  return { invite, revoke };
}

/** Why the caller may not answer an invite, or undefined when they may. */
export function inviteeProblem(
  invite: Pick<Invite, 'user' | 'status'>,
  token: { email?: string; email_verified?: boolean },
): (Refusal & { code: 'permission-denied' | 'failed-precondition' }) | undefined {
  if (!token.email || token.email_verified !== true) {
    return { code: 'permission-denied', message: 'A verified e-mail is required to answer an invite' };
  }
  if (normaliseEmail(token.email) !== normaliseEmail(invite.user)) {
    return { code: 'permission-denied', message: 'This invite is addressed to another e-mail' };
  }
  if (invite.status !== 'pending') {
    return { code: 'failed-precondition', message: `This invite is already ${invite.status}` };
  }
  return undefined;
}
