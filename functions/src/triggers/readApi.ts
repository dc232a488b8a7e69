import { onRequest } from 'firebase-functions/v2/https';
import { readDevicesWithKey } from '../workflows/readApi.js';

/** GET /readApi with `Authorization: Bearer <API key>`: the key's system's devices as JSON (401 otherwise). */
export const readApi = onRequest({ cors: true }, async (req, res) => {
  if (req.method !== 'GET') {
    res.status(405).set('Allow', 'GET').json({ error: 'Use GET' });
    return;
  }
  const answer = await readDevicesWithKey(req.get('authorization'), Date.now());
  res.status(answer.status).json(answer.body);
});
