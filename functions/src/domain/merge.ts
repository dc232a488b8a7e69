import { MERGE_REQUIRED_CLAIM, UserProfileSchema, type UserProfile } from '@neuron/shared';
import { normaliseEmail } from './invites.js';
import type { Refusal } from './outcome.js';

/** An account as the merge sees it. */
export interface MergeAccount {
  uid: string;
  email?: string;
  emailVerified?: boolean;
}

/** Why two accounts may not be merged into the first, or undefined when they may. */
export function mergeProblem(keep: MergeAccount, other: MergeAccount): Refusal | undefined {
  if (keep.uid === other.uid)
    return { code: 'invalid-argument', message: 'otherIdToken: that is the account you are signed in with' };
  if (!keep.email || keep.emailVerified !== true)
    return { code: 'permission-denied', message: 'A verified e-mail is required to merge accounts' };
  if (!other.email || normaliseEmail(other.email) !== normaliseEmail(keep.email)) {
    return { code: 'invalid-argument', message: 'otherIdToken: the other account has a different e-mail' };
  }
  if (other.emailVerified !== true)
    return { code: 'invalid-argument', message: 'otherIdToken: the other account has not verified its e-mail' };
  return undefined;
}

/**
 * The other accounts (not the caller) that share the caller's e-mail, among verified e-mails
 * only: anyone can make an account with someone else's address, only its owner can verify it,
 * so an unverified look-alike must not flag (and lock out) the real owner, nor be merged in.
 */
export function accountsSharingEmail(caller: MergeAccount, accounts: readonly MergeAccount[]): MergeAccount[] {
  if (!caller.email || caller.emailVerified !== true) return [];
  const email = normaliseEmail(caller.email);
  return accounts.filter(
    (a) =>
      a.uid !== caller.uid && a.emailVerified === true && a.email !== undefined && normaliseEmail(a.email) === email,
  );
}

/** The kept profile after the merge: the kept account's choices win, push tokens of both are kept. */
export function mergeProfiles(keep: unknown, other: unknown): UserProfile {
  const k = UserProfileSchema.safeParse(keep ?? {}).data ?? UserProfileSchema.parse({});
  const o = UserProfileSchema.safeParse(other ?? {}).data ?? UserProfileSchema.parse({});
  return {
    ...((k.avatar ?? o.avatar) ? { avatar: k.avatar ?? o.avatar } : {}),
    ...((k.displayName ?? o.displayName) ? { displayName: k.displayName ?? o.displayName } : {}),
    pushTokens: [...new Set([...k.pushTokens, ...o.pushTokens])],
    notificationPrefs: { ...o.notificationPrefs, ...k.notificationPrefs },
  };
}

/** Custom claims with the merge flag set or cleared, other claims untouched. */
export function withMergeClaim(
  claims: Record<string, unknown> | undefined,
  requiresMerge: boolean,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...claims };
  if (requiresMerge) next[MERGE_REQUIRED_CLAIM] = true;
  else delete next[MERGE_REQUIRED_CLAIM];
  return next;
}
