import { onRequest } from 'firebase-functions/v2/https';
import { clientAddress } from '../domain/rateLimit.js';
import { readDevicesWithKey } from '../workflows/readApi.js';
import { runtimeOf } from '../domain/functionSettings.js';

/** GET /readApi with `Authorization: Bearer <API key>`: the key's system's devices as JSON (401 otherwise). */
export const readApi = onRequest({ ...runtimeOf('readApi'), cors: true }, async (req, res) => {
  if (req.method !== 'GET') {
    res.status(405).set('Allow', 'GET').json({ error: 'Use GET' });
    return;
  }
  // The caller's address, as the platform's front end saw it (wrong keys are counted by it).
  const source = clientAddress(req.get('x-forwarded-for'), req.socket.remoteAddress);
  const answer = await readDevicesWithKey(req.get('authorization'), source, Date.now());
  res
    .status(answer.status)
    .set(answer.headers ?? {})
    .json(answer.body);
});
