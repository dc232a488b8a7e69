import { geolocationRequest, locationFromGeolocation, MISC_MESSAGES, type CellInfo } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { storeGatewayLocation } from '../data/gatewayInfo.js';
import { postToConfiguredService } from '../data/http.js';
import { spendRateLimit } from '../data/rateLimits.js';
import { cellTowerChanged, geolocationConfigFrom, geolocationRequestUrl } from '../domain/geolocation.js';
import { RATE_LIMITS, countAttempt, rateLimitKey, retryAfterSeconds } from '../domain/rateLimit.js';

/** How one gateway's cell change ended (for logs and tests). */
export type GeolocationOutcome = 'unchanged' | 'not-configured' | 'throttled' | 'stored' | 'failed';

/**
 * Looks a gateway up by its cell tower when the tower changed: one POST to the configured
 * service, and the answer's location stored (unless the cell changed again meanwhile). At most
 * one lookup per gateway an hour (RATE_LIMITS.geolocation, counted at `nowMs`): a gateway
 * flapping between towers, or a stream of forged cells, costs one paid lookup an hour, not one
 * per change; a change within the hour keeps the last location until the tower changes again
 * after it. On any failure nothing is stored and nothing is retried; the reason is logged.
 */
export async function locateGateway(
  gatewaySn: string,
  before: CellInfo | undefined,
  after: CellInfo | undefined,
  nowMs: number,
  env: Record<string, string | undefined> = process.env,
): Promise<GeolocationOutcome> {
  if (!after || !cellTowerChanged(before, after)) return 'unchanged';
  const config = geolocationConfigFrom(env);
  if (!config.url || !config.key) {
    logger.warn(`geolocation: ${gatewaySn}: geolocation is not configured (GEOLOCATION_URL, GEOLOCATION_KEY)`);
    return 'not-configured';
  }
  const allowance = await spendRateLimit(rateLimitKey('geolocation', gatewaySn), (c) =>
    countAttempt(c, RATE_LIMITS.geolocation, nowMs),
  );
  if (!allowance.allowed) {
    const wait = retryAfterSeconds(allowance.retryAfterMs);
    logger.warn(`geolocation: ${gatewaySn}: tower changed again within the hour; not looked up (next in ${wait} s)`);
    return 'throttled';
  }
  try {
    // The operators' configured service (not a user's URL): its JSON answer is read here, while
    // user-supplied URLs go through the outbound guard and keep no answer (data/http.ts).
    const answer = await postToConfiguredService(
      geolocationRequestUrl({ url: config.url, key: config.key }),
      JSON.stringify(geolocationRequest(after)),
      10_000,
    );
    const location = locationFromGeolocation(JSON.parse(answer));
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
