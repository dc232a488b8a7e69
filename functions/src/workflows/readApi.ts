import { DeviceSchema } from '@neuron/shared';
import { findApiKey, readSystemDevices, recordApiKeyUse } from '../data/integrations.js';
import { readRateLimit, spendRateLimit } from '../data/rateLimits.js';
import { bearerKey } from '../domain/secretKeys.js';
import { apiDevice, deliveryNeedsWrite, hashApiKey } from '../domain/integrations.js';
import {
  RATE_LIMITS,
  countAttempt,
  limitedFor,
  rateLimitKey,
  sourceKey,
  tooManyAttempts,
} from '../domain/rateLimit.js';

/** An HTTP answer: status and JSON body. */
export interface HttpAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * The read API: the key's system and its devices with their latest values and state. A missing,
 * wrong or disabled key gets the same 401, so a caller cannot tell which. Wrong keys are counted
 * per source address (docs/THREAT_MODEL.md, "Rate limits"): past the limit, everything from that
 * address gets 429 with Retry-After until the window ends, a right key included.
 */
export async function readDevicesWithKey(
  authorization: string | undefined,
  source: string | undefined,
  nowMs: number,
): Promise<HttpAnswer> {
  const limitKey = rateLimitKey('readApiWrongKey', sourceKey(source));
  const wait = limitedFor(await readRateLimit(limitKey), RATE_LIMITS.readApiWrongKey, nowMs);
  if (wait !== undefined) return tooManyAttempts(wait);
  const key = bearerKey(authorization);
  const found = key ? await findApiKey(hashApiKey(key)) : undefined;
  if (!found || found.integration.kind !== 'api_key' || !found.integration.enabled) {
    const attempt = await spendRateLimit(limitKey, (c) => countAttempt(c, RATE_LIMITS.readApiWrongKey, nowMs));
    if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterMs);
    return { status: 401, body: { error: 'Missing or wrong API key', field: 'authorization' } };
  }
  // The key's last use is what members see of it; written at most once a minute.
  const { lastDelivery, lastError } = found.integration;
  if (deliveryNeedsWrite({ lastDelivery, lastError }, { ok: true }, nowMs))
    await recordApiKeyUse(found.systemId, found.integrationId, nowMs);
  const { name, devices } = await readSystemDevices(found.systemId);
  return {
    status: 200,
    body: {
      system: { id: found.systemId, name },
      devices: devices.flatMap(({ sn, data }) => {
        const parsed = DeviceSchema.safeParse({ sn, ...data });
        return parsed.success ? [apiDevice(parsed.data)] : [];
      }),
    },
  };
}
