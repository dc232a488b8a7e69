import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { initAdmin } from '../data/app.js';
import { syncInvites } from '../workflows/invites.js';
import { triggerPaths } from '../data/paths.js';
import { runtimeOf } from '../domain/functionSettings.js';

// Firestore triggers build their snapshots with the default admin app before the handler runs.
initAdmin();

/** Invite fan-out: one invite per newly pending e-mail; an e-mail taken off the list revokes its pending invite. */
export const onSystemWrite = onDocumentWritten(
  { ...runtimeOf('onSystemWrite'), document: triggerPaths.system },
  async (event) => {
    const systemId = event.params.systemId;
    const changed = await syncInvites(systemId, event.data?.before.data(), event.data?.after.data(), Date.now());
    if (changed.invited + changed.revoked > 0) logger.info(`onSystemWrite: invites of ${systemId}`, changed);
  },
);
