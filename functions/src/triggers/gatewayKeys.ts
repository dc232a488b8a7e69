import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../data/admin.js';
import { storeGatewayKeyHash } from '../data/gatewayInfo.js';
import { hashGatewayKey, newGatewayKey } from '../domain/gatewayKey.js';
import { GatewayKeyInputSchema, isSystemAdmin } from '../domain/gatewayKeys.js';
import { callableInput, requireAuth } from './callableInput.js';

/** Issues a new key for a gateway: only its SHA-256 hash is stored; the key is returned once. */
async function issueGatewayKey(request: CallableRequest<unknown>, mode: 'create' | 'rotate') {
  const auth = requireAuth(request, 'manage gateway keys');
  const { systemId, gatewaySn } = callableInput(GatewayKeyInputSchema, request.data);
  const system = await db().doc(`system/${systemId}`).get();
  if (!system.exists || !isSystemAdmin(system.data(), auth.token)) {
    throw new HttpsError('permission-denied', 'systemId: only an admin of the system can manage its gateway keys');
  }
  const key = newGatewayKey();
  await storeGatewayKeyHash(systemId, gatewaySn, hashGatewayKey(key), mode, Date.now());
  return { gatewaySn, key };
}

/** A system admin creates the first ingest key of one of the system's gateways. */
export const createGatewayKey = onCall((request) => issueGatewayKey(request, 'create'));

/** A system admin replaces a gateway's ingest key; the old one is refused from then on. */
export const rotateGatewayKey = onCall((request) => issueGatewayKey(request, 'rotate'));
