import { geolocationRequest, locationFromGeolocation, MISC_MESSAGES, type CellInfo } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { storeGatewayLocation } from '../data/gatewayInfo.js';
import { postJsonWithRetries } from '../data/http.js';
import { cellTowerChanged, geolocationConfigFrom, geolocationRequestUrl } from '../domain/geolocation.js';

/** How one gateway's cell change ended (for logs and tests). */
export type GeolocationOutcome = 'unchanged' | 'not-configured' | 'stored' | 'failed';

/**
 * Looks a gateway up by its cell tower when the tower changed: one POST to the configured
 * service, and the answer's location stored (unless the cell changed again meanwhile). On any
 * failure nothing is stored and nothing is retried; the reason is logged.
 */
export async function locateGateway(
  gatewaySn: string,
  before: CellInfo | undefined,
  after: CellInfo | undefined,
  env: Record<string, string | undefined> = process.env,
): Promise<GeolocationOutcome> {
  if (!after || !cellTowerChanged(before, after)) return 'unchanged';
  const config = geolocationConfigFrom(env);
  if (!config.url || !config.key) {
    logger.warn(`geolocation: ${gatewaySn}: geolocation is not configured (GEOLOCATION_URL, GEOLOCATION_KEY)`);
    return 'not-configured';
  }
  try {
    const res = await postJsonWithRetries(
      geolocationRequestUrl({ url: config.url, key: config.key }),
      JSON.stringify(geolocationRequest(after)),
      { timeoutMs: 10_000, retries: 0, backoffMs: 0 },
    );
    const location = locationFromGeolocation(JSON.parse(res.text));
    if (!location) throw new Error('the answer holds no location');
    await storeGatewayLocation(gatewaySn, after.cellId, location);
    return 'stored';
  } catch (e) {
    logger.warn(`geolocation: ${gatewaySn}: ${MISC_MESSAGES.geolocationFailed}`, {
      reason: e instanceof Error ? e.message : String(e),
    });
    return 'failed';
  }
}
