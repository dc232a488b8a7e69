import type { PushConfig } from '@neuron/shared';
import { normaliseEmail } from './invites.js';

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
 * that a member's account has verified. A webhook's URL is the outbound guard's business.
 */
export function restrictTargets(channel: PushConfig, directory: MemberDirectory): RestrictedTargets {
  if (channel.type === 'webhook') return { allowed: [channel.target], refused: [] };
  const members = directory.accounts.filter((a) => isMemberAccount(a, directory.emails));
  const allowedOne = (target: string): boolean => {
    switch (channel.type) {
      case 'email':
        return directory.emails.has(normaliseEmail(target));
      case 'push':
        return members.some((a) => a.uid === target);
      case 'sms':
        return members.some((a) => a.phones.includes(target));
    }
  };
  const result: RestrictedTargets = { allowed: [], refused: [] };
  for (const target of new Set(channel.target)) (allowedOne(target) ? result.allowed : result.refused).push(target);
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
