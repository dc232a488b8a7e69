import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { integrationWritten } from '../workflows/integrations.js';
import { triggerPaths } from '../data/paths.js';

/**
 * system/{sid}/integrations/{iid} added, edited or removed: the store path's cached "does this
 * system forward?" is marked stale when a webhook's enabled or url changed (docs/PIPELINE.md).
 */
export const onIntegrationWrite = onDocumentWritten(triggerPaths.integration, async (event) => {
  await integrationWritten(event.params.sid, event.data?.before.data(), event.data?.after.data(), Date.now());
});
