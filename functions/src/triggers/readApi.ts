import { onRequest } from 'firebase-functions/v2/https';
import { readDevicesWithKey } from '../workflows/readApi.js';

/** GET /readApi with `Authorization: Bearer <API key>`: the key's system's devices as JSON (401 otherwise). */
export const readApi = onRequest({ cors: true }, async (req, res) => {
  if (req.method !== 'GET') {
    res.status(405).set('Allow', 'GET').json({ error: 'Use GET' });
    return;
  }
  // req.ip: the caller's address as the platform's front end saw it (wrong keys are counted by it).
  const answer = await readDevicesWithKey(req.get('authorization'), req.ip, Date.now());
  res
    .status(answer.status)
    .set(answer.headers ?? {})
    .json(answer.body);
});
