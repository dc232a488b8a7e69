import { collection, type DocumentReference } from 'firebase/firestore';
import { IntegrationSchema, type Integration, type Loaded } from '@neuron/shared';
import { watchParsed } from './documents';
import { firebase } from './firebaseApp';

export type LoadedIntegration = Loaded<Integration, DocumentReference>;

/** A system's integrations, live. */
export function watchIntegrations(systemId: string, onChange: (list: LoadedIntegration[]) => void): () => void {
  return watchParsed(collection(firebase().db, 'system', systemId, 'integrations'), IntegrationSchema, onChange);
}
