import { DeviceSchema } from '@neuron/shared';
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../data/admin.js';
import { findApiKey } from '../data/integrations.js';
import { bearerKey } from '../domain/gatewayKey.js';
import { apiDevice, hashApiKey } from '../domain/integrations.js';

/**
 * GET /readApi with `Authorization: Bearer <API key>`: the key's system and its devices with
 * their latest values and state, as JSON. 401 for a missing, wrong or disabled key (alike).
 */
export const readApi = onRequest({ cors: true }, async (req, res) => {
  if (req.method !== 'GET') {
    res.status(405).set('Allow', 'GET').json({ error: 'Use GET' });
    return;
  }
  const key = bearerKey(req.get('authorization'));
  const found = key ? await findApiKey(hashApiKey(key)) : undefined;
  if (!found || found.integration.kind !== 'api_key' || !found.integration.enabled) {
    res.status(401).json({ error: 'Missing or wrong API key', field: 'authorization' });
    return;
  }
  const [system, devices] = await Promise.all([
    db().doc(`system/${found.systemId}`).get(),
    db().collection(`system/${found.systemId}/devices`).get(),
  ]);
  res.status(200).json({
    system: { id: found.systemId, name: String(system.get('name') ?? '') },
    devices: devices.docs.flatMap((d) => {
      const parsed = DeviceSchema.safeParse({ sn: d.id, ...d.data() });
      return parsed.success ? [apiDevice(parsed.data)] : [];
    }),
  });
});
