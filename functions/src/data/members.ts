import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { AccountLookup, TargetAccount } from '../domain/channelTargets.js';
import { db } from './admin.js';
import { initAdmin } from './app.js';
import { paths } from './paths.js';

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

/**
 * The Auth accounts of `lookups` (domain/channelTargets.ts accountLookups), 100 at a time (Auth's
 * limit per call); lookups with no account are left out.
 */
export async function accountsOf(lookups: readonly AccountLookup[]): Promise<TargetAccount[]> {
  initAdmin();
  const found: TargetAccount[] = [];
  for (let i = 0; i < lookups.length; i += 100) {
    const page = await getAuth().getUsers(lookups.slice(i, i + 100));
    found.push(...page.users.map(asTargetAccount));
  }
  return found;
}

/** The system's `admin` and `users` lists as stored (domain/channelTargets.ts memberEmailsOf reads them). */
export async function readMemberLists(systemId: string): Promise<unknown[]> {
  const snap = await db().doc(paths.system(systemId)).get();
  return [snap.get('admin'), snap.get('users')] as unknown[];
}
