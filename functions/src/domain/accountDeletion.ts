import { normaliseEmail } from '@neuron/shared';

/** The membership lists of a system document (docs/DATA_MODEL.md), as a deletion rewrites them. */
export interface MemberLists {
  admin: unknown[];
  users: unknown[];
  pendingAdmin: unknown[];
  pendingUsers: unknown[];
}

/**
 * What deleting an account does to one system:
 * - `removed`: the e-mail left its lists; other admins remain (or it was only a user / invitee).
 * - `adminInvited`: the account was the last admin; every remaining user is invited to be admin
 *   (pendingAdmin, the same invitation a member's promotion is), so the system is not left
 *   without anyone who can manage it, and nobody is given admin rights they did not accept.
 * - `orphaned`: the account was the last member; the system and its data are kept, with no
 *   member (nobody can open it; signing up again with the e-mail does not bring it back).
 */
export type DeletionEffect = 'removed' | 'adminInvited' | 'orphaned';

export interface MembershipRemoval {
  lists: MemberLists;
  effect: DeletionEffect;
}

const LIST_KEYS = ['admin', 'users', 'pendingAdmin', 'pendingUsers'] as const;

/** A list field's entries (a malformed entry is kept as it is: only the deleted e-mail leaves). */
function entries(list: unknown): unknown[] {
  return Array.isArray(list) ? list : [];
}

const isEmail = (e: unknown, email: string) => typeof e === 'string' && normaliseEmail(e) === email;

/**
 * The system's lists without the deleted account's e-mail (every spelling of it), and what that
 * means for the system; undefined when the e-mail is on none of its lists (nothing to write).
 */
export function planMembershipRemoval(systemData: unknown, deletedEmail: string): MembershipRemoval | undefined {
  const email = normaliseEmail(deletedEmail);
  const data = (systemData ?? {}) as Record<string, unknown>;
  const before: MemberLists = {
    admin: entries(data.admin),
    users: entries(data.users),
    pendingAdmin: entries(data.pendingAdmin),
    pendingUsers: entries(data.pendingUsers),
  };
  if (!LIST_KEYS.some((k) => before[k].some((e) => isEmail(e, email)))) return undefined;
  const without = (k: keyof MemberLists) => before[k].filter((e) => !isEmail(e, email));
  const lists: MemberLists = {
    admin: without('admin'),
    users: without('users'),
    pendingAdmin: without('pendingAdmin'),
    pendingUsers: without('pendingUsers'),
  };
  const wasAdmin = before.admin.some((e) => isEmail(e, email));
  if (!wasAdmin || lists.admin.length > 0) return { lists, effect: 'removed' };
  const users = lists.users.filter((e): e is string => typeof e === 'string' && e.includes('@'));
  if (users.length === 0) return { lists, effect: 'orphaned' };
  const pending = new Set(lists.pendingAdmin.flatMap((e) => (typeof e === 'string' ? [normaliseEmail(e)] : [])));
  const invited = users.filter((u) => !pending.has(normaliseEmail(u)));
  return { lists: { ...lists, pendingAdmin: [...lists.pendingAdmin, ...invited] }, effect: 'adminInvited' };
}

/** The deleted account as the Auth event describes it. */
export interface DeletedAccount {
  uid: string;
  email?: string;
  emailVerified: boolean;
}

/**
 * Whose memberships a deletion clears: only a verified e-mail's (an unverified account never had
 * access, and deleting one must not throw the real owner of the address out of their systems),
 * and only when no other verified account keeps the address (a merge deletes the merged twin).
 */
export function membershipEmailToClear(deleted: DeletedAccount, otherVerifiedAccounts: number): string | undefined {
  if (!deleted.email || !deleted.emailVerified || otherVerifiedAccounts > 0) return undefined;
  return normaliseEmail(deleted.email);
}
