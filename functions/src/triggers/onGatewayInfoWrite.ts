import { CellInfoSchema, geolocationRequest, locationFromGeolocation, MISC_MESSAGES } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../data/admin.js';
import { storeGatewayLocation } from '../data/gatewayInfo.js';
import { postToConfiguredService } from '../data/http.js';
import { cellTowerChanged, geolocationConfigFrom, geolocationRequestUrl } from '../domain/geolocation.js';

// Firestore triggers build their snapshots with the default admin app before the handler runs.
db();

/**
 * Looks a gateway up by its cell tower when the tower changes (SPEC.md §7): one POST to the
 * configured service; on any failure nothing is stored and nothing is retried.
 */
export const onGatewayInfoWrite = onDocumentWritten('gatewayInfo/{gatewaySn}', async (event) => {
  const before = CellInfoSchema.safeParse(event.data?.before.get('cell')).data;
  const after = CellInfoSchema.safeParse(event.data?.after.get('cell')).data;
  if (!after || !cellTowerChanged(before, after)) return;
  const gatewaySn = event.params.gatewaySn;
  const config = geolocationConfigFrom(process.env);
  if (!config.url || !config.key) {
    logger.warn(`onGatewayInfoWrite: ${gatewaySn}: geolocation is not configured (GEOLOCATION_URL, GEOLOCATION_KEY)`);
    return;
  }
  try {
    const answer = await postToConfiguredService(
      geolocationRequestUrl({ url: config.url, key: config.key }),
      JSON.stringify(geolocationRequest(after)),
      10_000,
    );
    const location = locationFromGeolocation(JSON.parse(answer));
    if (!location) throw new Error('the answer holds no location');
    await storeGatewayLocation(gatewaySn, after.cellId, location);
  } catch (e) {
    logger.warn(`onGatewayInfoWrite: ${gatewaySn}: ${MISC_MESSAGES.geolocationFailed}`, {
      reason: e instanceof Error ? e.message : String(e),
    });
  }
});
