import { IntegrationSchema, type Integration } from '@neuron/shared';
import { db } from './admin.js';
import { paths } from './paths.js';

/** system/{sid}/integrations/{iid} */
export const integrationRef = (sid: string, iid: string) => db().doc(`${paths.system(sid)}/integrations/${iid}`);

/** system/{sid}/integrationSecrets/{iid}: signing secrets, read by functions only (no client rule matches). */
export const integrationSecretRef = (sid: string, iid: string) =>
  db().doc(`${paths.system(sid)}/integrationSecrets/${iid}`);

export interface StoredIntegration {
  id: string;
  integration: Integration;
}

/** The system's enabled forwarding webhooks. */
export async function enabledWebhooks(systemId: string): Promise<StoredIntegration[]> {
  const snap = await db()
    .collection(`${paths.system(systemId)}/integrations`)
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
  const snap = await db().collectionGroup('integrations').where('keyHash', '==', keyHash).limit(1).get();
  const doc = snap.docs[0];
  const systemId = doc?.ref.parent.parent?.id;
  const parsed = IntegrationSchema.safeParse(doc?.data());
  return doc && systemId && parsed.success ? { systemId, integration: parsed.data } : undefined;
}
