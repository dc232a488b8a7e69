import { getAuth, type UserIdentifier, type UserRecord } from 'firebase-admin/auth';
import type { PushConfig } from '@neuron/shared';
import { db } from './admin.js';
import { initAdmin } from './app.js';
import { paths } from './paths.js';
import type { MemberDirectory, TargetAccount } from '../domain/channelTargets.js';
import { normaliseEmail } from '../domain/invites.js';

/** Auth's verified phone numbers of an account: its phone sign-in number and SMS second factors. */
function asTargetAccount(u: UserRecord): TargetAccount {
  const factors = u.multiFactor?.enrolledFactors ?? [];
  const phones = factors.flatMap((f) =>
    'phoneNumber' in f && typeof f.phoneNumber === 'string' ? [f.phoneNumber] : [],
  );
  return {
    uid: u.uid,
    email: u.email,
    emailVerified: u.emailVerified,
    phones: [...(u.phoneNumber ? [u.phoneNumber] : []), ...phones],
  };
}

/** Auth accounts by identifiers, 100 at a time (Auth's limit per call). */
async function accountsOf(ids: UserIdentifier[]): Promise<TargetAccount[]> {
  initAdmin();
  const found: TargetAccount[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    const page = await getAuth().getUsers(ids.slice(i, i + 100));
    found.push(...page.users.map(asTargetAccount));
  }
  return found;
}

/** The system's member e-mails (admin and users, lower-cased; entries that are not strings skipped). */
export async function memberEmails(systemId: string): Promise<Set<string>> {
  const snap = await db().doc(paths.system(systemId)).get();
  const lists = [snap.get('admin'), snap.get('users')] as unknown[];
  return new Set(
    lists
      .flatMap((l) => (Array.isArray(l) ? l : []))
      .flatMap((e) => (typeof e === 'string' ? [normaliseEmail(e)] : [])),
  );
}

/**
 * What delivery needs to check a channel's targets: the members, and the Auth accounts that
 * matter for its type (push: the target uids or e-mails; SMS: the members' accounts, for their numbers).
 */
export async function memberDirectory(systemId: string, channel: PushConfig): Promise<MemberDirectory> {
  const emails = await memberEmails(systemId);
  let ids: UserIdentifier[] = [];
  // push targets are uids, or members' e-mails (the editor picks members by e-mail)
  if (channel.type === 'push')
    ids = [...new Set(channel.target)].map((t) => (t.includes('@') ? { email: normaliseEmail(t) } : { uid: t }));
  if (channel.type === 'sms') ids = [...emails].map((email) => ({ email }));
  return { emails, accounts: ids.length > 0 ? await accountsOf(ids) : [] };
}
