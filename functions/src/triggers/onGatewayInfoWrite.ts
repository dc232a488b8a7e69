import { CellInfoSchema } from '@neuron/shared';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { initAdmin } from '../data/app.js';
import { locateGateway } from '../workflows/geolocation.js';
import { triggerPaths } from '../data/paths.js';

// Firestore triggers build their snapshots with the default admin app before the handler runs.
initAdmin();

/** A gateway's info changed: when its cell tower did, look its location up (docs/BEHAVIOUR.md). */
export const onGatewayInfoWrite = onDocumentWritten(triggerPaths.gatewayInfo, async (event) => {
  const before = CellInfoSchema.safeParse(event.data?.before.get('cell')).data;
  const after = CellInfoSchema.safeParse(event.data?.after.get('cell')).data;
  await locateGateway(event.params.gatewaySn, before, after);
});
