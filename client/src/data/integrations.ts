import { collection, deleteDoc, doc, updateDoc, type DocumentReference } from 'firebase/firestore';
import {
  IntegrationSchema,
  type CallableInput,
  type CallableOutput,
  type Integration,
  type Loaded,
} from '@neuron/shared';
import { callOrThrow } from './callables';
import { watchParsed } from './documents';
import { firebase } from './firebaseApp';

export type LoadedIntegration = Loaded<Integration, DocumentReference>;

const integrations = (systemId: string) => collection(firebase().db, 'system', systemId, 'integrations');

/** A system's integrations, live. */
export function watchIntegrations(systemId: string, onChange: (list: LoadedIntegration[]) => void): () => void {
  return watchParsed(integrations(systemId), IntegrationSchema, onChange);
}

/** What a new integration needs: forwarding webhooks have a URL, API keys only a name. */
export type NewIntegration = DistributiveOmit<CallableInput<'createIntegration'>, 'systemId'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Adds an integration on the server, which makes its secret or key and returns it once. */
export function createIntegration(
  systemId: string,
  input: NewIntegration,
): Promise<CallableOutput<'createIntegration'>> {
  return callOrThrow('createIntegration', { systemId, ...input });
}

/** Replaces an integration's secret or key; the answer is the only time the new one is shown. */
export function rotateIntegrationSecret(
  systemId: string,
  integrationId: string,
): Promise<CallableOutput<'rotateIntegrationSecret'>> {
  return callOrThrow('rotateIntegrationSecret', { systemId, integrationId });
}

/** Edits what an admin may: name, URL (webhooks) and enabled. */
export async function updateIntegration(
  systemId: string,
  integrationId: string,
  fields: { name: string; enabled: boolean; url?: string },
): Promise<void> {
  await updateDoc(doc(integrations(systemId), integrationId), fields);
}

export async function deleteIntegration(systemId: string, integrationId: string): Promise<void> {
  await deleteDoc(doc(integrations(systemId), integrationId));
}

// Kept beside the ingest URL, without Firebase (the transport reads it without loading Firestore).
export { readApiUrl } from './endpoints';
