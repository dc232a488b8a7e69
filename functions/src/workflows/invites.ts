import { answerInvite as answerInTransaction, applyInviteChanges } from '../data/invites.js';
import { planInviteChanges } from '../domain/invites.js';
import type { Outcome } from '../domain/outcome.js';

/**
 * Invite fan-out after a system write: one pending invite per newly pending e-mail, and an
 * e-mail taken off the pending lists revokes its pending invite. Returns what changed.
 */
export async function syncInvites(
  systemId: string,
  before: unknown,
  after: unknown,
  nowMs: number,
): Promise<{ invited: number; revoked: number }> {
  const changes = planInviteChanges(before, after);
  if (changes.invite.length > 0 || changes.revoke.length > 0) await applyInviteChanges(systemId, changes, nowMs);
  return { invited: changes.invite.length, revoked: changes.revoke.length };
}

/** The invitee accepts (membership granted) or declines (pending entry dropped), atomically. */
export function answerInvite(
  inviteId: string,
  invitee: { email?: string; email_verified?: boolean },
  accept: boolean,
  nowMs: number,
): Promise<Outcome<{ systemId: string; role: 'admin' | 'user' }>> {
  return answerInTransaction(inviteId, invitee, accept, nowMs);
}
