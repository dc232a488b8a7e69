import { logger } from 'firebase-functions/v2';
// Auth user events exist only as first-generation triggers (the v2 API has no user-deleted event).
import { runWith } from 'firebase-functions/v1';
import { z } from 'zod';
import { initAdmin } from '../data/app.js';
import { runtimeOf } from '../domain/functionSettings.js';
import { cleanUpDeletedAccount } from '../workflows/accountDeletion.js';

initAdmin();

// First generation: memory in its own units, no CPU or concurrency settings (one event per instance).
const { timeoutSeconds, maxInstances } = runtimeOf('onAccountDeleted');

const DeletedUserSchema = z.object({
  uid: z.string().min(1),
  email: z.string().optional().catch(undefined),
  emailVerified: z.boolean().catch(false),
});

/**
 * An Auth account was deleted (from the app's settings, by a merge, or by an operator): its
 * profile goes and its e-mail leaves the systems' lists (docs/DECISIONS_ACCOUNTS.md, deleting an account).
 */
export const onAccountDeleted = runWith({ memory: '256MB', timeoutSeconds, maxInstances })
  .auth.user()
  .onDelete(async (user) => {
    const account = DeletedUserSchema.parse({ uid: user.uid, email: user.email, emailVerified: user.emailVerified });
    const report = await cleanUpDeletedAccount(account);
    logger.info(`onAccountDeleted: ${account.uid}`, report);
  });
