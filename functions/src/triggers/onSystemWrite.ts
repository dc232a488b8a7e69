import { db } from '../data/admin.js';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { applyInviteChanges } from '../data/invites.js';
import { planInviteChanges } from '../domain/invites.js';

// Firestore triggers build their snapshots with the default admin app before the handler runs.
db();

/** Invite fan-out: one invite per newly pending e-mail; an e-mail taken off the list revokes its pending invite. */
export const onSystemWrite = onDocumentWritten('system/{systemId}', async (event) => {
  const changes = planInviteChanges(event.data?.before.data(), event.data?.after.data());
  if (changes.invite.length === 0 && changes.revoke.length === 0) return;
  await applyInviteChanges(event.params.systemId, changes, Date.now());
  logger.info(`onSystemWrite: invites of ${event.params.systemId}`, {
    invited: changes.invite.length,
    revoked: changes.revoke.length,
  });
});
