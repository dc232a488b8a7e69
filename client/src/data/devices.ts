import {
  collection,
  deleteDoc,
  doc,
  onSnapshot,
  query,
  setDoc,
  where,
  type DocumentReference,
  type QuerySnapshot,
} from 'firebase/firestore';
import { DEVICE_TYPES, DeviceSchema, type Device, type DeviceType, type Loaded } from '@neuron/shared';
import { firebase } from './firebaseApp';
import { parseDoc, readOneParsed } from './documents';

/** A device with its id and reference; the reference is null for a device read from the local cache. */
export type LoadedDevice = Loaded<Device, DocumentReference | null>;

/**
 * What changed in one snapshot: devices added or modified (parsed), and ids removed. A document
 * that no longer parses counts as removed, so the list never shows it half-read.
 */
export interface DeviceChanges {
  upserted: LoadedDevice[];
  removed: string[];
  /** True for the first snapshot of a listener: the full list, replacing whatever was shown. */
  initial: boolean;
  /**
   * For a list read at once (not a listener): when the read began (client time). A device that
   * its own listener updated after that is newer than what the read found.
   */
  since?: number;
  /**
   * The local device cache already holds this list as read: the data layer wrote it, in place of
   * the system's earlier records, before handing it on (data/deviceList.ts).
   */
  cached?: boolean;
}

/**
 * Lists a system's devices live, filtered by type (default all three; docs/CALLS.md). One
 * listener: it bills a read only for devices added or changed, and hands on only those changes
 * (docChanges), so the work per update is proportional to what changed. `fromServer` is false
 * for a snapshot served from the local SDK cache only (e.g. offline). Returns the unsubscribe.
 */
/**
 * A devices query's snapshot as changes: devices added or changed (parsed; one that does not
 * parse counts as removed, so a bad document never shows half-read) and ids removed.
 */
export function deviceChangesOf(snap: QuerySnapshot, initial: boolean): DeviceChanges {
  const changes: DeviceChanges = { upserted: [], removed: [], initial };
  for (const change of snap.docChanges()) {
    const parsed = change.type === 'removed' ? undefined : parseDoc(DeviceSchema, change.doc);
    if (parsed) changes.upserted.push(parsed);
    else changes.removed.push(change.doc.id);
  }
  return changes;
}

export function watchDevices(
  systemId: string,
  onChange: (changes: DeviceChanges, fromServer: boolean) => void,
  onError: (error: Error) => void,
  types: readonly DeviceType[] = DEVICE_TYPES,
): () => void {
  const { db } = firebase();
  let initial = true;
  return onSnapshot(
    query(collection(db, 'system', systemId, 'devices'), where('type', 'in', [...types])),
    (snap) => {
      onChange(deviceChangesOf(snap, initial), !snap.metadata.fromCache);
      initial = false;
    },
    onError,
  );
}

/**
 * One device live (docs/CALLS.md): the device, or undefined when the document does not exist or
 * no longer parses; `fromServer` as for watchDevices. Returns the unsubscribe.
 */
export function watchDevice(
  systemId: string,
  sn: string,
  onChange: (device: LoadedDevice | undefined, fromServer: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(firebase().db, 'system', systemId, 'devices', sn),
    (snap) => onChange(snap.exists() ? parseDoc(DeviceSchema, snap) : undefined, !snap.metadata.fromCache),
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

/**
 * Saves an admin's edit of a device: to its edit document (deviceEdits/{sn}), which a function
 * applies to the device and recomputes what it changes; the device shows it from then on. The
 * device document itself is written by functions only (docs/DATA_MODEL.md).
 */
export async function updateDevice(systemId: string, sn: string, edit: DeviceEdit): Promise<void> {
  await setDoc(doc(firebase().db, 'system', systemId, 'deviceEdits', sn), { ...edit });
}

/** Removes a device from a system (its serial can then be claimed again). */
export async function deleteDevice(systemId: string, sn: string): Promise<void> {
  await deleteDoc(doc(firebase().db, 'system', systemId, 'devices', sn));
}
