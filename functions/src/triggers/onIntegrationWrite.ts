import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { integrationRemoved, integrationWritten } from '../workflows/integrations.js';
import { triggerPaths } from '../data/paths.js';
import { runtimeOf } from '../domain/functionSettings.js';

/**
 * system/{sid}/integrations/{iid} added, edited or removed: the store path's cached "does this
 * system forward?" is marked stale when a webhook's enabled or url changed (docs/PIPELINE.md); a
 * removed one's API key entry and secret are deleted.
 */
export const onIntegrationWrite = onDocumentWritten(
  { ...runtimeOf('onIntegrationWrite'), document: triggerPaths.integration },
  async (event) => {
    const after = event.data?.after.data();
    await integrationWritten(event.params.sid, event.data?.before.data(), after, Date.now());
    if (event.data?.before.exists && !event.data.after.exists)
      await integrationRemoved(event.params.sid, event.params.iid);
  },
);
