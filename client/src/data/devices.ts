import { collection, onSnapshot, query, where, type DocumentReference } from 'firebase/firestore';
import { DEVICE_TYPES, DeviceSchema, type Device, type DeviceType, type Loaded } from '@neuron/shared';
import { firebase } from './firebaseApp';
import { parseDoc } from './documents';

export type LoadedDevice = Loaded<Device, DocumentReference>;

/**
 * Lists a system's devices live, filtered by type (default all three; SPEC.md §7). One
 * listener: it bills a read only for devices added or changed. Returns the unsubscribe.
 */
export function watchDevices(
  systemId: string,
  onChange: (devices: LoadedDevice[]) => void,
  onError: (error: Error) => void,
  types: readonly DeviceType[] = DEVICE_TYPES,
): () => void {
  const { db } = firebase();
  return onSnapshot(
    query(collection(db, 'system', systemId, 'devices'), where('type', 'in', [...types])),
    (snap) => onChange(snap.docs.flatMap((d) => parseDoc(DeviceSchema, d) ?? [])),
    onError,
  );
}
