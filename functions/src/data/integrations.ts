import { IntegrationSchema, type Integration } from '@neuron/shared';
import { db } from './admin.js';
import { collectionGroups, paths } from './paths.js';

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

/** The API-key integration whose key hashes to `keyHash`, with its system id. */
export async function findApiKey(keyHash: string): Promise<{ systemId: string; integration: Integration } | undefined> {
  const snap = await db().collectionGroup(collectionGroups.integrations).where('keyHash', '==', keyHash).limit(1).get();
  const doc = snap.docs[0];
  const systemId = doc?.ref.parent.parent?.id;
  const parsed = IntegrationSchema.safeParse(doc?.data());
  return doc && systemId && parsed.success ? { systemId, integration: parsed.data } : undefined;
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
  fields: { kind: 'webhook'; name: string; url: string } | { kind: 'api_key'; name: string; keyHash: string },
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

/** Stores the hash of an API key (the old key stops working). */
export async function storeApiKeyHash(systemId: string, integrationId: string, keyHash: string): Promise<void> {
  await integrationRef(systemId, integrationId).update({ keyHash });
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
