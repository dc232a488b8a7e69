import { z } from 'zod';
import { SystemSchema } from '../schemas/system.js';
import { SystemPendingMembersSchema } from '../schemas/systemInvites.js';
import { normaliseEmail } from './email.js';

/** A system with its pending invitation lists, as the members panel reads it. */
export const SystemMembershipSchema = SystemSchema.extend(SystemPendingMembersSchema.shape);
/** SystemMembership as SystemMembershipSchema parses it. */
export type SystemMembership = z.infer<typeof SystemMembershipSchema>;

/** The two roles of a system (docs/DATA_MODEL.md: `admin[]` and `users[]`). */
export const MEMBER_ROLES = ['admin', 'user'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The lists a membership change writes (always all four, lower-cased). */
export type MembershipLists = Pick<SystemMembership, 'admin' | 'users' | 'pendingAdmin' | 'pendingUsers'>;

/** A change the members panel asks for. */
export type MembershipChange =
  | { kind: 'invite'; email: string; role: MemberRole }
  | { kind: 'revoke'; email: string }
  | { kind: 'setRole'; email: string; role: MemberRole }
  | { kind: 'remove'; email: string };

/** Why a change is refused, in the words the panel shows beside the form. */
export const MEMBERSHIP_ERRORS = {
  invalidEmail: 'Enter a valid e-mail address',
  alreadyMember: 'This e-mail is already a member of the system',
  alreadyInvited: 'This e-mail has already been invited',
  notInvited: 'This e-mail has no pending invitation',
  notMember: 'This e-mail is not a member of the system',
  lastAdmin: 'A system needs at least one admin: make someone else admin first',
} as const;

/** Max length of an e-mail address (RFC 5321). */
const EMAIL = z.string().trim().toLowerCase().max(254).email();

/** The e-mail, lower-cased and trimmed, or undefined when it is not an address. */
export function normaliseMemberEmail(email: string): string | undefined {
  const parsed = EMAIL.safeParse(email);
  return parsed.success ? parsed.data : undefined;
}

const without = (list: readonly string[], email: string) => list.filter((e) => normaliseEmail(e) !== email);
const has = (list: readonly string[], email: string) => list.some((e) => normaliseEmail(e) === email);

/**
 * Applies one change to a system's membership lists (pure). Membership grows only through an
 * invitation (pending lists); the last admin can never be removed or demoted.
 */
export function applyMembershipChange(
  current: MembershipLists,
  change: MembershipChange,
): { ok: true; lists: MembershipLists } | { ok: false; message: string } {
  const email = normaliseMemberEmail(change.email);
  if (!email) return { ok: false, message: MEMBERSHIP_ERRORS.invalidEmail };
  const { admin, users, pendingAdmin, pendingUsers } = current;
  const isMember = has(admin, email) || has(users, email);
  const isPending = has(pendingAdmin, email) || has(pendingUsers, email);
  const lists = {
    admin: [...admin],
    users: [...users],
    pendingAdmin: [...pendingAdmin],
    pendingUsers: [...pendingUsers],
  };
  switch (change.kind) {
    case 'invite':
      if (isMember) return { ok: false, message: MEMBERSHIP_ERRORS.alreadyMember };
      if (isPending) return { ok: false, message: MEMBERSHIP_ERRORS.alreadyInvited };
      if (change.role === 'admin') lists.pendingAdmin.push(email);
      else lists.pendingUsers.push(email);
      return { ok: true, lists };
    case 'revoke':
      if (!isPending) return { ok: false, message: MEMBERSHIP_ERRORS.notInvited };
      return {
        ok: true,
        lists: { ...lists, pendingAdmin: without(pendingAdmin, email), pendingUsers: without(pendingUsers, email) },
      };
    case 'setRole': {
      if (!isMember) return { ok: false, message: MEMBERSHIP_ERRORS.notMember };
      if (change.role === 'admin') {
        // A promotion is an invitation too (docs/THREAT_MODEL.md): the user stays a user until
        // they accept the admin invite themselves.
        if (has(admin, email)) return { ok: true, lists };
        if (isPending) return { ok: false, message: MEMBERSHIP_ERRORS.alreadyInvited };
        return { ok: true, lists: { ...lists, pendingAdmin: [...lists.pendingAdmin, email] } };
      }
      const admins = without(admin, email);
      if (admins.length === 0) return { ok: false, message: MEMBERSHIP_ERRORS.lastAdmin };
      return { ok: true, lists: { ...lists, admin: admins, users: [...without(users, email), email] } };
    }
    case 'remove': {
      if (!isMember) return { ok: false, message: MEMBERSHIP_ERRORS.notMember };
      const admins = without(admin, email);
      if (admins.length === 0) return { ok: false, message: MEMBERSHIP_ERRORS.lastAdmin };
      return { ok: true, lists: { ...lists, admin: admins, users: without(users, email) } };
    }
  }
}

/** A system's four membership lists. */
export type MembershipList = keyof MembershipLists;

/**
 * What a change writes, as e-mails added to and removed from lists (array unions and removals,
 * atomic per field without a read, so concurrent writers never block each other), or undefined
 * when the e-mail is not an address. A promotion is an admin invitation: the security rules let
 * no admin add anyone to admin[] (docs/THREAT_MODEL.md).
 */
export function membershipWrites(
  change: MembershipChange,
): { add: Partial<Record<MembershipList, string>>; remove: Partial<Record<MembershipList, string>> } | undefined {
  const email = normaliseMemberEmail(change.email);
  if (!email) return undefined;
  switch (change.kind) {
    case 'invite':
      return { add: { [change.role === 'admin' ? 'pendingAdmin' : 'pendingUsers']: email }, remove: {} };
    case 'revoke':
      return { add: {}, remove: { pendingAdmin: email, pendingUsers: email } };
    case 'setRole':
      return change.role === 'admin'
        ? { add: { pendingAdmin: email }, remove: {} }
        : { add: { users: email }, remove: { admin: email } };
    case 'remove':
      return { add: {}, remove: { admin: email, users: email } };
  }
}

/** What membershipWrites answers for a change that can be written. */
export type MembershipWrites = NonNullable<ReturnType<typeof membershipWrites>>;
