import {
  collection,
  deleteDoc,
  doc,
  onSnapshot,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentReference,
} from 'firebase/firestore';
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

/** What an admin edits on a device (never type, sn, sample or state: the rules refuse those). */
export type DeviceEdit = Pick<Device, 'alias' | 'tags' | 'labels' | 'config'>;

/** Adds a virtual sensor (sensors and gateways are claimed through claimDevice instead). */
export async function createVirtualDevice(systemId: string, sn: string, edit: DeviceEdit): Promise<void> {
  await setDoc(doc(firebase().db, 'system', systemId, 'devices', sn), { type: 'VIRTUAL', sn, ...edit });
}

/** Saves an admin's edit of a device. */
export async function updateDevice(systemId: string, sn: string, edit: DeviceEdit): Promise<void> {
  await updateDoc(doc(firebase().db, 'system', systemId, 'devices', sn), { ...edit });
}

/** Removes a device from a system (its serial can then be claimed again). */
export async function deleteDevice(systemId: string, sn: string): Promise<void> {
  await deleteDoc(doc(firebase().db, 'system', systemId, 'devices', sn));
}
