import { logger } from 'firebase-functions/v2';
import { sendEmail } from '../data/channelsEmail.js';
import { answerInviteIn, settleInvite } from '../data/invites.js';
import { inviteEmailRequest } from '../domain/inviteEmail.js';
import { notifyConfigFrom } from '../domain/notifyConfig.js';
import { answerSystemId, planAnswer, planInvite, planRevoke } from '../domain/inviteWrites.js';
import { inviteId, planInviteChanges } from '../domain/invites.js';
import { done, refused, type Outcome } from '../domain/outcome.js';

/**
 * Tells the invitee by e-mail (the local inbox under `npm start`). A failure is logged, never
 * thrown: the invite stands and shows on the invitee's Invitations page when they sign in.
 */
async function mailInvite(
  systemId: string,
  email: string,
  set: Record<string, unknown>,
  env: Record<string, string | undefined>,
): Promise<void> {
  const role = set.role === 'admin' ? 'admin' : 'user';
  const systemName = typeof set.systemName === 'string' ? set.systemName : '';
  const request = inviteEmailRequest({ email, systemId, systemName, role }, notifyConfigFrom(env));
  if (!request) {
    logger.warn(`invite of ${email} to ${systemId}: no e-mail sent, NOTIFY_SMTP_URL is not set`);
    return;
  }
  try {
    await sendEmail([email], request);
  } catch (e) {
    logger.error(`invite of ${email} to ${systemId}: the e-mail failed`, { error: String(e) });
  }
}

/**
 * Invite fan-out after a system write: one pending invite per newly pending e-mail, with an
 * e-mail to the invitee, and an e-mail taken off the pending lists revokes its pending invite.
 * Each is settled in its own transaction against the system as it is then
 * (domain/inviteWrites.ts); the e-mail goes only when this run wrote the invite, so a redelivered
 * trigger does not send it twice. Returns what changed.
 */
export async function syncInvites(
  systemId: string,
  before: unknown,
  after: unknown,
  nowMs: number,
  env: Record<string, string | undefined> = process.env,
): Promise<{ invited: number; revoked: number }> {
  const changes = planInviteChanges(before, after);
  for (const { email } of changes.invite) {
    const write = await settleInvite(systemId, inviteId(systemId, email), (read) =>
      planInvite(systemId, email, nowMs, read),
    );
    if (write && 'set' in write) await mailInvite(systemId, email, write.set, env);
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
