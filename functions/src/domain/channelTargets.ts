import { normaliseEmail, type PushConfig } from '@neuron/shared';

/**
 * An Auth account as channel delivery sees it: a member's account, or a push target's. Phone
 * numbers are only ones Auth verified (the account's phone number, or an SMS second factor).
 */
export interface TargetAccount {
  uid: string;
  email?: string;
  emailVerified: boolean;
  phones: readonly string[];
}

/** Who a channel may reach: the system's members (e-mails) and the Auth accounts looked up for it. */
export interface MemberDirectory {
  /** admin and users of the system, lower-cased. */
  emails: ReadonlySet<string>;
  accounts: readonly TargetAccount[];
}

/** An Auth account to look up: by e-mail or by uid. */
export type AccountLookup = { email: string } | { uid: string };

/** The system's member e-mails from its stored `admin` and `users` lists (lower-cased; entries that are not strings skipped). */
export function memberEmailsOf(lists: readonly unknown[]): Set<string> {
  return new Set(
    lists
      .flatMap((l) => (Array.isArray(l) ? (l as unknown[]) : []))
      .flatMap((e) => (typeof e === 'string' ? [normaliseEmail(e)] : [])),
  );
}

/**
 * The Auth accounts that matter for checking a channel's targets: push, its targets (uids, or
 * members' e-mails: the editor picks members by e-mail); SMS, the members' accounts, for their
 * numbers; none for e-mail and webhooks.
 */
export function accountLookups(channel: PushConfig, memberEmails: ReadonlySet<string>): AccountLookup[] {
  if (channel.type === 'push')
    return [...new Set(channel.target)].map((t) => (t.includes('@') ? { email: normaliseEmail(t) } : { uid: t }));
  if (channel.type === 'sms') return [...memberEmails].map((email) => ({ email }));
  return [];
}

export interface RestrictedTargets {
  allowed: string[];
  refused: string[];
}

/** A verified account whose e-mail is a member of the system. */
function isMemberAccount(a: TargetAccount, emails: ReadonlySet<string>): boolean {
  return a.emailVerified && a.email !== undefined && emails.has(normaliseEmail(a.email));
}

/**
 * Splits a channel's targets into those it may reach and those it may not (docs/THREAT_MODEL.md,
 * "Channel targets"): e-mails of members; push uids of members' verified accounts; SMS numbers
 * that a member's account has verified; a push target given as a member's e-mail is resolved to
 * that member's uid (allowed holds uids for push). A webhook's URL is the outbound guard's business.
 */
export function restrictTargets(channel: PushConfig, directory: MemberDirectory): RestrictedTargets {
  if (channel.type === 'webhook') return { allowed: [channel.target], refused: [] };
  const members = directory.accounts.filter((a) => isMemberAccount(a, directory.emails));
  /** What to send to for a target, or undefined when it is not allowed. */
  const allowedOne = (target: string): string | undefined => {
    switch (channel.type) {
      case 'email':
        return directory.emails.has(normaliseEmail(target)) ? target : undefined;
      case 'push':
        // a member's e-mail resolves to that member's verified account's uid, never to another account
        return target.includes('@')
          ? members.find((a) => a.email !== undefined && normaliseEmail(a.email) === normaliseEmail(target))?.uid
          : members.find((a) => a.uid === target)?.uid;
      case 'sms':
        return members.some((a) => a.phones.includes(target)) ? target : undefined;
    }
  };
  const result: RestrictedTargets = { allowed: [], refused: [] };
  for (const target of new Set(channel.target)) {
    const to = allowedOne(target);
    if (to === undefined) result.refused.push(target);
    else if (!result.allowed.includes(to)) result.allowed.push(to);
  }
  return result;
}

/** The error recorded for targets refused (they are listed on the channel, which members read). */
export function refusedTargetsMessage(type: PushConfig['type'], refused: readonly string[]): string {
  const what =
    type === 'sms'
      ? 'numbers no member of the system has verified'
      : type === 'push'
        ? 'users who are not members of the system'
        : 'addresses that are not members of the system';
  return `Not sent to ${what}: ${refused.join(', ')}`;
}
