import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { GatewayKeyInputSchema } from '../domain/gatewayKeys.js';
import { issueGatewayKey } from '../workflows/gatewayKeys.js';
import { answer, callableInput, requireAuth } from './callableInput.js';

async function issue(request: CallableRequest<unknown>, mode: 'create' | 'rotate') {
  const auth = requireAuth(request, 'manage gateway keys');
  const input = callableInput(GatewayKeyInputSchema, request.data);
  return answer(await issueGatewayKey(input, auth.token, mode, Date.now()));
}

/** A system admin creates the first ingest key of one of the system's gateways. */
export const createGatewayKey = onCall((request) => issue(request, 'create'));

/** A system admin replaces a gateway's ingest key; the old one is refused from then on. */
export const rotateGatewayKey = onCall((request) => issue(request, 'rotate'));
