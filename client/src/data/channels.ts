import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  type DocumentReference,
  type Query,
} from 'firebase/firestore';
import { PushConfigSchema, PushErrorSchema, type Loaded, type PushConfig, type PushError } from '@neuron/shared';
import { readOneParsed, readParsed, watchOneParsed, watchParsed } from './documents';
import { firebase } from './firebaseApp';

// The notification channels of a system, every type (e-mail, webhook, SMS, push), and their
// error logs: the collection keeps its first name, system/{sid}/pushConfig (docs/DATA_MODEL.md).

export type LoadedPushConfig = Loaded<PushConfig, DocumentReference>;
export type LoadedPushError = Loaded<PushError, DocumentReference>;

const channels = (systemId: string) => collection(firebase().db, 'system', systemId, 'pushConfig');

/** Reads a system's pushConfig (notification channels), optionally filtered by type, live (docs/CALLS.md). */
export function watchPushConfigs(
  systemId: string,
  onChange: (channels: LoadedPushConfig[]) => void,
  type?: PushConfig['type'],
): () => void {
  const q: Query = type ? query(channels(systemId), where('type', '==', type)) : channels(systemId);
  return watchParsed(q, PushConfigSchema, onChange);
}

/** Reads one channel. */
export function readPushConfig(systemId: string, channelId: string): Promise<LoadedPushConfig | undefined> {
  return readOneParsed(doc(channels(systemId), channelId), PushConfigSchema);
}

/** Reads a channel's push errors at or after a moment, newest first, with an optional limit (docs/CALLS.md). */
export function readPushErrors(
  systemId: string,
  channelId: string,
  sinceMs: number,
  max?: number,
): Promise<LoadedPushError[]> {
  const base = query(
    collection(channels(systemId), channelId, 'errors'),
    where('time', '>=', sinceMs),
    orderBy('time', 'desc'),
  );
  return readParsed(max ? query(base, limit(max)) : base, PushErrorSchema);
}

/** Creates a channel (channelId null) or updates its fields (type, name, target, enabled); resolves to its id. */
export async function savePushConfig(
  systemId: string,
  channelId: string | null,
  channel: Omit<PushConfig, 'secretRef'>,
): Promise<string> {
  const { type, name, target, enabled } = channel;
  if (channelId === null) return (await addDoc(channels(systemId), { type, name, target, enabled })).id;
  await updateDoc(doc(channels(systemId), channelId), { type, name, target, enabled });
  return channelId;
}

/** Deletes a channel. */
export async function deletePushConfig(systemId: string, channelId: string): Promise<void> {
  await deleteDoc(doc(channels(systemId), channelId));
}

/** One channel, live (undefined while it does not exist). */
export function watchPushConfig(
  systemId: string,
  channelId: string,
  onChange: (channel: LoadedPushConfig | undefined) => void,
  onError: (error: Error) => void,
): () => void {
  return watchOneParsed(doc(channels(systemId), channelId), PushConfigSchema, onChange, onError);
}
