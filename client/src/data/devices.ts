import { collection, doc, onSnapshot, query, where, type DocumentReference } from 'firebase/firestore';
import { DEVICE_TYPES, DeviceSchema, type Device, type DeviceType, type Loaded } from '@neuron/shared';
import { firebase } from './firebaseApp';
import { parseDoc, readOneParsed } from './documents';

/** A device with its id and reference; the reference is null for a device read from the local cache. */
export type LoadedDevice = Loaded<Device, DocumentReference | null>;

/**
 * Lists a system's devices live, filtered by type (default all three; docs/CALLS.md). One
 * listener: it bills a read only for devices added or changed. `fromServer` is false for a
 * snapshot served from the local SDK cache only (e.g. offline). Returns the unsubscribe.
 */
export function watchDevices(
  systemId: string,
  onChange: (devices: LoadedDevice[], fromServer: boolean) => void,
  onError: (error: Error) => void,
  types: readonly DeviceType[] = DEVICE_TYPES,
): () => void {
  const { db } = firebase();
  return onSnapshot(
    query(collection(db, 'system', systemId, 'devices'), where('type', 'in', [...types])),
    (snap) =>
      onChange(
        snap.docs.flatMap((d) => parseDoc(DeviceSchema, d) ?? []),
        !snap.metadata.fromCache,
      ),
    onError,
  );
}

/** Reads one device (docs/CALLS.md). */
export function readDevice(systemId: string, sn: string): Promise<LoadedDevice | undefined> {
  return readOneParsed(doc(firebase().db, 'system', systemId, 'devices', sn), DeviceSchema);
}
