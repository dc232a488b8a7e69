import { UserProfileSchema } from '@neuron/shared';
import { getAuth } from 'firebase-admin/auth';
import { db } from './admin.js';
import { paths } from './paths.js';

/**
 * Uids of a push channel's targets: the editor picks members by e-mail (a client cannot look
 * up other users' uids), older channels list uids; an e-mail with no account is dropped.
 */
async function uidsOf(targets: readonly string[]): Promise<string[]> {
  const emails = targets.filter((t) => t.includes('@'));
  const uids = targets.filter((t) => !t.includes('@'));
  if (emails.length === 0) return uids;
  db(); // initialises the admin app the auth client needs
  const found = await getAuth().getUsers(emails.slice(0, 100).map((email) => ({ email })));
  return [...uids, ...found.users.map((u) => u.uid)];
}

/** The registered FCM web tokens of the given users, by uid or e-mail (users without a profile have none). */
export async function pushTokensOf(targets: readonly string[]): Promise<string[]> {
  const unique = [...new Set(await uidsOf(targets))];
  if (unique.length === 0) return [];
  const snaps = await db().getAll(...unique.map((uid) => db().doc(paths.user(uid))));
  const tokens = snaps.flatMap((s) => {
    const parsed = UserProfileSchema.safeParse(s.data() ?? {});
    return parsed.success ? parsed.data.pushTokens : [];
  });
  return [...new Set(tokens)];
}
