import { getAuth } from 'firebase-admin/auth';
import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { initAdmin } from './app.js';
import { paths } from './paths.js';
import type { DeletionEffect, MembershipRemoval } from '../domain/accountDeletion.js';

const LIST_FIELDS = ['admin', 'users', 'pendingAdmin', 'pendingUsers'] as const;

/** Ids of the systems that list one of the e-mails as admin, user or invitee. */
export async function systemsListing(emails: string[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const field of LIST_FIELDS) {
    const snap = await db().collection(paths.systems()).where(field, 'array-contains-any', emails).get();
    snap.docs.forEach((d) => ids.add(d.id));
  }
  return [...ids];
}

/**
 * Rewrites one system's lists as the plan (a pure function of the system as it is inside the
 * transaction) says; the invite fan-out (onSystemWrite) then revokes the pending invite of an
 * e-mail taken off a pending list and sends the new admin invitations. Resolves to the effect,
 * or undefined when the system no longer lists the e-mail.
 */
export async function removeFromSystem(
  systemId: string,
  plan: (systemData: unknown) => MembershipRemoval | undefined,
): Promise<DeletionEffect | undefined> {
  const ref = db().doc(paths.system(systemId));
  return runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return undefined;
    const removal = plan(snap.data());
    if (!removal) return undefined;
    tx.update(ref, { ...removal.lists });
    return removal.effect;
  });
}

/** Deletes every invite addressed to the e-mail (pending or answered: they name the person). */
export async function deleteInvitesOf(emails: string[]): Promise<number> {
  const snap = await db().collection(paths.invites()).where('user', 'in', emails).get();
  const batch = db().batch();
  snap.docs.forEach((d) => batch.delete(d.ref));
  if (!snap.empty) await batch.commit();
  return snap.size;
}

/** Deletes the account's profile document (clients may only empty it). */
export async function deleteProfile(uid: string): Promise<void> {
  await db().doc(paths.user(uid)).delete();
}

/** Whether Auth has an account with this uid (again: an operator may re-create a deleted uid). */
export async function accountExists(uid: string): Promise<boolean> {
  initAdmin();
  try {
    await getAuth().getUser(uid);
    return true;
  } catch {
    return false;
  }
}
