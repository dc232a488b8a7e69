import {
  accountExists,
  deleteInvitesOf,
  deleteProfile,
  removeFromSystem,
  systemsListing,
} from '../data/accountDeletion.js';
import { otherAccountsWithEmail } from './accountMerge.js';
import {
  membershipEmailToClear,
  planMembershipRemoval,
  type DeletedAccount,
  type DeletionEffect,
} from '../domain/accountDeletion.js';

export interface DeletionReport {
  /** Systems by what happened to them (docs/DECISIONS_ACCOUNTS.md, deleting an account). */
  systems: Partial<Record<DeletionEffect, string[]>>;
  invitesDeleted: number;
  /** True when the uid exists again by the time the event is handled: nothing was touched. */
  recreated?: boolean;
}

/**
 * Clean-up after an Auth account is deleted: when its e-mail was verified and no other verified
 * account keeps the address, the e-mail leaves every system's admin, users and pending lists (a
 * last admin's system invites its remaining users to be admin) and every invite addressed to it
 * is deleted; then its profile document goes. Each step is idempotent: a repeated event finds
 * nothing left to do.
 */
export async function cleanUpDeletedAccount(account: DeletedAccount): Promise<DeletionReport> {
  // An account re-created with the same uid (admin tools can) owns the profile and its e-mail now.
  if (await accountExists(account.uid)) return { systems: {}, invitesDeleted: 0, recreated: true };
  const others =
    account.email && account.emailVerified
      ? await otherAccountsWithEmail({ uid: account.uid, email: account.email, emailVerified: true })
      : [];
  const email = membershipEmailToClear(account, others.length);
  const report: DeletionReport = { systems: {}, invitesDeleted: 0 };
  if (email) await clearMemberships(email, report);
  // Last, so that a finished clean-up is visible as the profile gone; asked again, as the uid may
  // have been re-created (and its profile written) while the lists were being cleared.
  if (await accountExists(account.uid)) report.recreated = true;
  else await deleteProfile(account.uid);
  return report;
}

/** Systems and invites store e-mails lower-cased (the rules compare them so), hence one spelling to look for. */
async function clearMemberships(email: string, report: DeletionReport): Promise<void> {
  for (const systemId of await systemsListing([email])) {
    const effect = await removeFromSystem(systemId, (data) => planMembershipRemoval(data, email));
    if (effect) (report.systems[effect] ??= []).push(systemId);
  }
  report.invitesDeleted = await deleteInvitesOf([email]);
}
