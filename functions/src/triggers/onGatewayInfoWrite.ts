import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { initAdmin } from '../data/app.js';
import { triggerPaths } from '../data/paths.js';
import { gatewayInfoWritten } from '../workflows/gatewayInfoWritten.js';
import { runtimeOf } from '../domain/functionSettings.js';

// Firestore triggers build their snapshots with the default admin app before the handler runs.
initAdmin();

/**
 * A gateway's info changed: its location looked up when its cell tower did, its link copied onto
 * its device when what its row draws changed (workflows/gatewayInfoWritten.ts).
 */
export const onGatewayInfoWrite = onDocumentWritten(
  { ...runtimeOf('onGatewayInfoWrite'), document: triggerPaths.gatewayInfo },
  async (event) => {
    await gatewayInfoWritten(event.params.gatewaySn, event.data?.before.data(), event.data?.after.data(), Date.now());
  },
);
