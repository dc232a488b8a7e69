import { MERGE_REQUIRED_CLAIM, normaliseEmail, UserProfileSchema, type UserProfile } from '@neuron/shared';
import type { Refusal } from './outcome.js';

/** An account as the merge sees it. */
export interface MergeAccount {
  uid: string;
  email?: string;
  emailVerified?: boolean;
}

/** An Auth account as stored: its own e-mail, and the e-mails its sign-in providers report. */
export interface AuthAccount {
  uid: string;
  email?: string;
  emailVerified: boolean;
  providers: readonly { providerId: string; email?: string }[];
}

/**
 * Providers whose sign-in can prove the e-mail they report (Firebase treats Google's as verified).
 * An account that has no e-mail of its own takes its provider's: verified only if the provider is
 * one of these and Auth recorded the e-mail as verified (an identity provider may hand over an
 * address it has not verified; such an account must never put the address's owner under the
 * merge flag).
 */
const EMAIL_VERIFYING_PROVIDERS = ['google.com', 'apple.com'];

/** An account's e-mail and whether it counts as verified: its own, or (provider sign-ins) its provider's. */
export function mergeAccountOf(u: AuthAccount): MergeAccount {
  if (u.email) return { uid: u.uid, email: u.email, emailVerified: u.emailVerified };
  const provider = u.providers.find((p) => p.email);
  return {
    uid: u.uid,
    email: provider?.email,
    emailVerified:
      provider !== undefined && u.emailVerified === true && EMAIL_VERIFYING_PROVIDERS.includes(provider.providerId),
  };
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
