import {
  addIntegration,
  forgetIntegrationSecrets,
  integrationKind,
  storeApiKeyHash,
  storeIntegrationSecret,
} from '../data/integrations.js';
import { stampConfigVersion } from '../data/gatewayInfo.js';
import { readSystemData } from '../data/systems.js';
import { isSystemAdmin } from '../domain/membership.js';
import { hashApiKey, newIntegrationSecret } from '../domain/integrations.js';
import { done, refused, type Outcome } from '../domain/outcome.js';
import { checkOutboundUrl, outboundPolicyFrom, type CreateIntegrationInput, type IntegrationRef } from '@neuron/shared';

type Caller = { email?: string; email_verified?: boolean };
type Issued = { integrationId: string; secret: string };

async function isAdmin(systemId: string, caller: Caller): Promise<boolean> {
  const system = await readSystemData(systemId);
  return !!system && isSystemAdmin(system, caller);
}

const notAdmin = () =>
  refused('permission-denied', 'systemId: only an admin of the system can manage its integrations');

/**
 * Makes a new secret for an integration and returns it once: a forwarding webhook's signing
 * secret (kept where only functions read it) or an API key (only its SHA-256 is kept, as the id of
 * the functions-only `apiKeys/{hash}`).
 */
async function issueSecret(systemId: string, integrationId: string, kind: 'webhook' | 'api_key', nowMs: number) {
  if (kind === 'webhook') {
    const secret = newIntegrationSecret('nws');
    await storeIntegrationSecret(systemId, integrationId, secret, nowMs);
    return secret;
  }
  const key = newIntegrationSecret('nrk');
  await storeApiKeyHash(systemId, integrationId, hashApiKey(key), nowMs);
  return key;
}

/** An admin adds an integration; its secret (webhook) or key (API) is generated here and returned once. */
export async function createIntegration(
  input: CreateIntegrationInput,
  caller: Caller,
  nowMs: number,
  env: Record<string, string | undefined> = process.env,
): Promise<Outcome<Issued>> {
  if (!(await isAdmin(input.systemId, caller))) return notAdmin();
  if (input.kind === 'webhook') {
    // Refused here with the reason beside the field; the outbound guard checks again at each send.
    const verdict = checkOutboundUrl(input.url, outboundPolicyFrom(env));
    if (!verdict.ok) return refused('invalid-argument', `url: ${verdict.reason}`);
    const id = await addIntegration(input.systemId, { kind: 'webhook', name: input.name, url: input.url });
    const secret = await issueSecret(input.systemId, id, 'webhook', nowMs);
    // The store path's cached "forwarding?" of the system is stale from the next batch on.
    await stampConfigVersion(input.systemId, nowMs);
    return done({ integrationId: id, secret });
  }
  // Until its key is stored the new integration opens nothing: the read API finds keys only in apiKeys/{hash}.
  const id = await addIntegration(input.systemId, { kind: 'api_key', name: input.name });
  return done({ integrationId: id, secret: await issueSecret(input.systemId, id, 'api_key', nowMs) });
}

/** An admin replaces an integration's secret or key; the old one stops working at once. */
export async function rotateIntegrationSecret(
  input: IntegrationRef,
  caller: Caller,
  nowMs: number,
): Promise<Outcome<Issued>> {
  if (!(await isAdmin(input.systemId, caller))) return notAdmin();
  const kind = await integrationKind(input.systemId, input.integrationId);
  if (!kind) return refused('not-found', 'integrationId: no such integration');
  return done({
    integrationId: input.integrationId,
    secret: await issueSecret(input.systemId, input.integrationId, kind, nowMs),
  });
}

/** What of an integration document decides forwarding (not its lastDelivery / lastError). */
function forwardingFields(data: Record<string, unknown> | undefined): string {
  return data?.kind === 'webhook' ? JSON.stringify([data.enabled, data.url]) : '';
}

/**
 * An integration was added, edited or removed: when that changes which webhooks forward, the
 * store path's cached view of the system is marked stale (its configVersion), so the next batch
 * reads it again. The functions' own lastDelivery / lastError writes change nothing.
 */
export async function integrationWritten(
  systemId: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  nowMs: number,
): Promise<void> {
  if (forwardingFields(before) !== forwardingFields(after)) await stampConfigVersion(systemId, nowMs);
}

/** An integration was removed: its API key stops opening anything and its kept secret is deleted. */
export async function integrationRemoved(systemId: string, integrationId: string): Promise<void> {
  await forgetIntegrationSecrets(systemId, integrationId);
}
