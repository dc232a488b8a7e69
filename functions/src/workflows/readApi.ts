import { DeviceSchema } from '@neuron/shared';
import { findApiKey, readSystemDevices, recordApiKeyUse } from '../data/integrations.js';
import { bearerKey } from '../domain/gatewayKey.js';
import { apiDevice, deliveryNeedsWrite, hashApiKey } from '../domain/integrations.js';

/** An HTTP answer: status and JSON body. */
export interface HttpAnswer {
  status: number;
  body: unknown;
}

/**
 * The read API: the key's system and its devices with their latest values and state. A missing,
 * wrong or disabled key gets the same 401, so a caller cannot tell which.
 */
export async function readDevicesWithKey(authorization: string | undefined, nowMs: number): Promise<HttpAnswer> {
  const key = bearerKey(authorization);
  const found = key ? await findApiKey(hashApiKey(key)) : undefined;
  if (!found || found.integration.kind !== 'api_key' || !found.integration.enabled) {
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
