import { answerInviteIn, settleInvite } from '../data/invites.js';
import { answerSystemId, planAnswer, planInvite, planRevoke } from '../domain/inviteWrites.js';
import { inviteId, planInviteChanges } from '../domain/invites.js';
import { done, refused, type Outcome } from '../domain/outcome.js';

/**
 * Invite fan-out after a system write: one pending invite per newly pending e-mail, and an
 * e-mail taken off the pending lists revokes its pending invite. Each is settled in its own
 * transaction against the system as it is then (domain/inviteWrites.ts). Returns what changed.
 */
export async function syncInvites(
  systemId: string,
  before: unknown,
  after: unknown,
  nowMs: number,
): Promise<{ invited: number; revoked: number }> {
  const changes = planInviteChanges(before, after);
  for (const { email } of changes.invite) {
    await settleInvite(systemId, inviteId(systemId, email), (read) => planInvite(systemId, email, nowMs, read));
  }
  for (const email of changes.revoke) {
    await settleInvite(systemId, inviteId(systemId, email), (read) => planRevoke(email, read));
  }
  return { invited: changes.invite.length, revoked: changes.revoke.length };
}

/** The invitee accepts (membership granted) or declines (pending entry dropped), atomically. */
export async function answerInvite(
  id: string,
  invitee: { email?: string; email_verified?: boolean },
  accept: boolean,
  nowMs: number,
): Promise<Outcome<{ systemId: string; role: 'admin' | 'user' }>> {
  const decided = await answerInviteIn(id, answerSystemId, (read) => planAnswer(invitee, accept, nowMs, read));
  return 'refusal' in decided ? refused(decided.refusal.code, decided.refusal.message) : done(decided.result);
}
