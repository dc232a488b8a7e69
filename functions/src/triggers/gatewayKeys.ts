import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { GatewayKeyInputSchema } from '@neuron/shared';
import { issueGatewayKey } from '../workflows/gatewayKeys.js';
import { answerAs, callableInput, requireAuth } from './callableInput.js';
import { runtimeOf } from '../domain/functionSettings.js';

async function issue(request: CallableRequest<unknown>, mode: 'create' | 'rotate') {
  const name = mode === 'create' ? 'createGatewayKey' : 'rotateGatewayKey';
  const auth = requireAuth(request, 'manage gateway keys');
  const input = callableInput(GatewayKeyInputSchema, request.data);
  return answerAs(name, await issueGatewayKey(input, auth.token, mode, Date.now()));
}

/** A system admin creates the first ingest key of one of the system's gateways. */
export const createGatewayKey = onCall(runtimeOf('createGatewayKey'), (request) => issue(request, 'create'));

/** A system admin replaces a gateway's ingest key; the old one is refused from then on. */
export const rotateGatewayKey = onCall(runtimeOf('rotateGatewayKey'), (request) => issue(request, 'rotate'));
