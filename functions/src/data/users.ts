import { UserProfileSchema } from '@neuron/shared';
import { db } from './admin.js';
import { paths } from './paths.js';

/** The registered FCM web tokens of the given users (users without a profile have none). */
export async function pushTokensOf(uids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return [];
  const snaps = await db().getAll(...unique.map((uid) => db().doc(paths.user(uid))));
  const tokens = snaps.flatMap((s) => {
    const parsed = UserProfileSchema.safeParse(s.data() ?? {});
    return parsed.success ? parsed.data.pushTokens : [];
  });
  return [...new Set(tokens)];
}
