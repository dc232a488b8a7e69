import { IntegrationSchema, type Integration } from '@neuron/shared';
import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { FieldValue } from 'firebase-admin/firestore';
import { paths } from './paths.js';

const integrationRef = (sid: string, iid: string) => db().doc(paths.integration(sid, iid));
// Signing secrets live where no client rule matches: only functions read them.
const integrationSecretRef = (sid: string, iid: string) => db().doc(paths.integrationSecret(sid, iid));

export interface StoredIntegration {
  id: string;
  integration: Integration;
}

/** The system's enabled forwarding webhooks. */
export async function enabledWebhooks(systemId: string): Promise<StoredIntegration[]> {
  const snap = await db()
    .collection(paths.integrations(systemId))
    .where('kind', '==', 'webhook')
    .where('enabled', '==', true)
    .get();
  return snap.docs.flatMap((d) => {
    const parsed = IntegrationSchema.safeParse(d.data());
    return parsed.success ? [{ id: d.id, integration: parsed.data }] : [];
  });
}

/** The signing secret of a forwarding integration, or undefined when none was made yet. */
export async function readIntegrationSecret(systemId: string, integrationId: string): Promise<string | undefined> {
  const value: unknown = (await integrationSecretRef(systemId, integrationId).get()).get('secret');
  return typeof value === 'string' ? value : undefined;
}

/**
 * The API-key integration whose key hashes to `keyHash`, with its system id: looked up by the
 * document id of `apiKeys/{hash}` (only the create and rotate callables write it), then its
 * integration by that exact path, so no client-written field decides which system a key opens.
 */
export async function findApiKey(
  keyHash: string,
): Promise<{ systemId: string; integrationId: string; integration: Integration } | undefined> {
  const entry = await db().doc(paths.apiKey(keyHash)).get();
  const systemId: unknown = entry.get('systemId');
  const integrationId: unknown = entry.get('integrationId');
  if (typeof systemId !== 'string' || typeof integrationId !== 'string') return undefined;
  const parsed = IntegrationSchema.safeParse((await integrationRef(systemId, integrationId).get()).data());
  return parsed.success ? { systemId, integrationId, integration: parsed.data } : undefined;
}

/** Records how a forwarding went: lastDelivery (on success, clearing lastError) or lastError. */
export async function recordIntegrationOutcome(
  systemId: string,
  integrationId: string,
  outcome: { ok: boolean; error?: string },
  nowMs: number,
): Promise<void> {
  await integrationRef(systemId, integrationId).update(
    outcome.ok ? { lastDelivery: nowMs, lastError: null } : { lastError: outcome.error ?? 'failed' },
  );
}

/** Adds an integration (enabled, never delivered); resolves to its new id. */
export async function addIntegration(
  systemId: string,
  fields: { kind: 'webhook'; name: string; url: string } | { kind: 'api_key'; name: string },
): Promise<string> {
  const ref = db().collection(paths.integrations(systemId)).doc();
  await ref.set({ ...fields, enabled: true, lastDelivery: null, lastError: null });
  return ref.id;
}

/** The kind of an existing integration, or undefined. */
export async function integrationKind(
  systemId: string,
  integrationId: string,
): Promise<'webhook' | 'api_key' | undefined> {
  const kind: unknown = (await integrationRef(systemId, integrationId).get()).get('kind');
  return kind === 'webhook' || kind === 'api_key' ? kind : undefined;
}

/** Stores a forwarding integration's signing secret (replacing the old one). */
export async function storeIntegrationSecret(systemId: string, integrationId: string, secret: string, nowMs: number) {
  await integrationSecretRef(systemId, integrationId).set({ secret, rotatedAt: nowMs });
}

/**
 * Makes `keyHash` the integration's API key in one transaction: `apiKeys/{keyHash}` names the
 * system and integration, the previous key's entry is deleted (it stops working at once), the
 * current hash is kept beside the integration where only functions read it, and a hash left on
 * the integration document by the old scheme is removed.
 */
export async function storeApiKeyHash(
  systemId: string,
  integrationId: string,
  keyHash: string,
  nowMs: number,
): Promise<void> {
  const holder = integrationSecretRef(systemId, integrationId);
  await runTransaction(async (tx) => {
    const previous: unknown = (await tx.get(holder)).get('keyHash');
    if (typeof previous === 'string' && previous !== keyHash) tx.delete(db().doc(paths.apiKey(previous)));
    tx.set(db().doc(paths.apiKey(keyHash)), { systemId, integrationId, createdAt: nowMs });
    tx.set(holder, { keyHash, rotatedAt: nowMs });
    tx.update(integrationRef(systemId, integrationId), { keyHash: FieldValue.delete() });
  });
}

/** An integration is gone: its API key entry (if any) and its kept secret or hash go with it. */
export async function forgetIntegrationSecrets(systemId: string, integrationId: string): Promise<void> {
  const holder = integrationSecretRef(systemId, integrationId);
  await runTransaction(async (tx) => {
    const keyHash: unknown = (await tx.get(holder)).get('keyHash');
    if (typeof keyHash === 'string') tx.delete(db().doc(paths.apiKey(keyHash)));
    tx.delete(holder);
  });
}

/** Records that a read-API key answered (its integration's lastDelivery: the key's last use). */
export async function recordApiKeyUse(systemId: string, integrationId: string, nowMs: number): Promise<void> {
  await integrationRef(systemId, integrationId).update({ lastDelivery: nowMs, lastError: null });
}

/** A system's name and its devices' documents, for the read API. */
export async function readSystemDevices(
  systemId: string,
): Promise<{ name: string; devices: { sn: string; data: Record<string, unknown> }[] }> {
  const [system, devices] = await Promise.all([
    db().doc(paths.system(systemId)).get(),
    db().collection(paths.devices(systemId)).get(),
  ]);
  return {
    name: String(system.get('name') ?? ''),
    devices: devices.docs.map((d) => ({ sn: d.id, data: d.data() })),
  };
}
