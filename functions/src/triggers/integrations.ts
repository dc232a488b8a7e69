import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../data/admin.js';
import { integrationRef, integrationSecretRef } from '../data/integrations.js';
import { isSystemAdmin } from '../domain/gatewayKeys.js';
import {
  CreateIntegrationInputSchema,
  hashApiKey,
  IntegrationRefSchema,
  newIntegrationSecret,
} from '../domain/integrations.js';
import { callableInput, requireAuth } from './callableInput.js';

async function requireAdmin(request: CallableRequest<unknown>, systemId: string): Promise<void> {
  const auth = requireAuth(request, 'manage integrations');
  const system = await db().doc(`system/${systemId}`).get();
  if (!system.exists || !isSystemAdmin(system.data(), auth.token)) {
    throw new HttpsError('permission-denied', 'systemId: only an admin of the system can manage its integrations');
  }
}

/**
 * Makes a new secret for an integration and returns it once: a forwarding webhook's signing
 * secret (kept where only functions read it) or an API key (only its SHA-256 is kept).
 */
async function issueSecret(systemId: string, integrationId: string, kind: 'webhook' | 'api_key'): Promise<string> {
  if (kind === 'webhook') {
    const secret = newIntegrationSecret('nws');
    await integrationSecretRef(systemId, integrationId).set({ secret, rotatedAt: Date.now() });
    return secret;
  }
  const key = newIntegrationSecret('nrk');
  await integrationRef(systemId, integrationId).update({ keyHash: hashApiKey(key) });
  return key;
}

/** An admin adds an integration; its secret (webhook) or key (API) is generated here and returned once. */
export const createIntegration = onCall(async (request) => {
  const input = callableInput(CreateIntegrationInputSchema, request.data);
  await requireAdmin(request, input.systemId);
  const ref = db().collection(`system/${input.systemId}/integrations`).doc();
  const common = { name: input.name, enabled: true, lastDelivery: null, lastError: null };
  if (input.kind === 'webhook') {
    await ref.set({ ...common, kind: 'webhook', url: input.url });
  } else {
    // A placeholder hash no key produces, replaced before this call returns.
    await ref.set({ ...common, kind: 'api_key', keyHash: '0'.repeat(64) });
  }
  const secret = await issueSecret(input.systemId, ref.id, input.kind);
  return { integrationId: ref.id, secret };
});

/** An admin replaces an integration's secret or key; the old one stops working at once. */
export const rotateIntegrationSecret = onCall(async (request) => {
  const { systemId, integrationId } = callableInput(IntegrationRefSchema, request.data);
  await requireAdmin(request, systemId);
  const snap = await integrationRef(systemId, integrationId).get();
  const kind: unknown = snap.get('kind');
  if (!snap.exists || (kind !== 'webhook' && kind !== 'api_key')) {
    throw new HttpsError('not-found', 'integrationId: no such integration');
  }
  return { integrationId, secret: await issueSecret(systemId, integrationId, kind) };
});
