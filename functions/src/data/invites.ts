import { InviteSchema, SystemSchema } from '@neuron/shared';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { paths } from './paths.js';
import { inviteId, inviteeProblem, normaliseEmail, pendingMembers, type InviteChanges } from '../domain/invites.js';
import { done, refused, type Outcome } from '../domain/outcome.js';

const systemRef = (sid: string) => db().doc(paths.system(sid));
const inviteRef = (id: string) => db().doc(paths.invite(id));

/**
 * Makes invites match a system's pending members. Each e-mail is settled in its own
 * transaction against the system as it is now, so a late or repeated trigger cannot revive
 * an answered invite or delete one that a newer write asked for.
 */
export async function applyInviteChanges(systemId: string, changes: InviteChanges, now: number): Promise<void> {
  for (const { email } of changes.invite) {
    await db().runTransaction(async (tx) => {
      const system = await tx.get(systemRef(systemId));
      const role = pendingMembers(system.data()).get(email);
      if (!system.exists || !role) return;
      const ref = inviteRef(inviteId(systemId, email));
      const current = await tx.get(ref);
      if (current.exists && current.get('status') === 'pending' && current.get('role') === role) return;
      tx.set(ref, {
        user: email,
        time: now,
        systemId,
        systemName: SystemSchema.safeParse(system.data()).data?.name ?? '',
        role,
        invitedBy: null,
        status: 'pending',
      });
    });
  }
  for (const email of changes.revoke) {
    await db().runTransaction(async (tx) => {
      const system = await tx.get(systemRef(systemId));
      if (system.exists && pendingMembers(system.data()).has(email)) return;
      const ref = inviteRef(inviteId(systemId, email));
      const current = await tx.get(ref);
      if (current.exists && current.get('status') === 'pending') tx.delete(ref);
    });
  }
}

/**
 * Accepts or declines an invite for the signed-in invitee, atomically: the invite's status
 * and the system's membership change in one transaction, or not at all (a refusal by code).
 */
export async function answerInvite(
  id: string,
  token: { email?: string; email_verified?: boolean },
  accept: boolean,
  now: number,
): Promise<Outcome<{ systemId: string; role: 'admin' | 'user' }>> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(inviteRef(id));
    if (!snap.exists) return refused('not-found', 'inviteId: no such invite');
    const parsed = InviteSchema.safeParse(snap.data());
    if (!parsed.success) return refused('failed-precondition', 'inviteId: the invite is malformed');
    const invite = parsed.data;
    const problem = inviteeProblem(invite, token);
    if (problem) return refused(problem.code, problem.message);
    const system = await tx.get(systemRef(invite.systemId));
    if (!system.exists || pendingMembers(system.data()).get(invite.user) !== invite.role) {
      return refused('failed-precondition', 'This invite was withdrawn');
    }
    const email = invite.user;
    const pendingField = invite.role === 'admin' ? 'pendingAdmin' : 'pendingUsers';
    const memberField = invite.role === 'admin' ? 'admin' : 'users';
    // The pending list may spell the e-mail in another case: drop every spelling of it.
    const pendingNow: unknown = system.get(pendingField);
    const stillPending = (Array.isArray(pendingNow) ? pendingNow : []).filter(
      (e) => typeof e !== 'string' || normaliseEmail(e) !== email,
    );
    tx.update(systemRef(invite.systemId), {
      [pendingField]: stillPending,
      ...(accept ? { [memberField]: FieldValue.arrayUnion(email) } : {}),
    });
    tx.update(inviteRef(id), { status: accept ? 'accepted' : 'declined', answeredAt: now });
    return done({ systemId: invite.systemId, role: invite.role });
  });
}
