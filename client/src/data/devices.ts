import {
  collection,
  deleteDoc,
  doc,
  documentId,
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
import { idRanges, listenInRanges, RANGE_SIZE, type ListenRange, type RangeGroup } from './rangedListeners';

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
}

/** How the device list is listened to (all optional). */
export interface WatchDevicesOptions {
  /** Device ids known from before (e.g. the local cache): the ranges are split at them. */
  knownIds?: Promise<readonly string[]> | readonly string[];
  /** Device types listed (default all three; docs/CALLS.md). */
  types?: readonly DeviceType[];
}

/**
 * Lists a system's devices live. It bills a read only for devices added or changed and hands on
 * only those changes (docChanges), so the work per update is proportional to what changed. A
 * large system is listened to in ranges of about RANGE_SIZE device ids (rangedListeners.ts): split
 * at the ids known from before, or, with none known, one listener for the whole list that is
 * replaced by ranges once its first server answer shows more than one range's worth (that
 * reads the list twice, on a system's first visit in this browser only). `fromServer` is false
 * while any part comes from the local SDK cache only (e.g. offline). Returns the unsubscribe.
 */
export function watchDevices(
  systemId: string,
  onChange: (changes: DeviceChanges, fromServer: boolean) => void,
  onError: (error: Error) => void,
  { knownIds = [], types = DEVICE_TYPES }: WatchDevicesOptions = {},
): () => void {
  const { db } = firebase();
  const devices = collection(db, 'system', systemId, 'devices');
  const listen: ListenRange<LoadedDevice> = (range, onSnap, onRangeError) => {
    const filters = [where('type', 'in', [...types])];
    if (range.from !== undefined) filters.push(where(documentId(), '>=', range.from));
    if (range.before !== undefined) filters.push(where(documentId(), '<', range.before));
    let fromServer: boolean | undefined;
    // Metadata changes are listened to so that a range whose first answer came from the SDK's
    // cache says when the server has confirmed it; such a snapshot without changes is passed on
    // only when that flips.
    return onSnapshot(
      query(devices, ...filters),
      { includeMetadataChanges: true },
      (snap) => {
        const changes = snap.docChanges();
        const server = !snap.metadata.fromCache;
        if (changes.length === 0 && server === fromServer) return;
        fromServer = server;
        const upserted: LoadedDevice[] = [];
        const removed: string[] = [];
        for (const change of changes) {
          const parsed = change.type === 'removed' ? undefined : parseDoc(DeviceSchema, change.doc);
          if (parsed) upserted.push(parsed);
          else removed.push(change.doc.id);
        }
        onSnap({ upserted, removed, fromServer: server });
      },
      onRangeError,
    );
  };

  let stopped = false;
  let current: RangeGroup<LoadedDevice> | undefined;
  let next: RangeGroup<LoadedDevice> | undefined;
  const start = (ids: readonly string[]) => {
    if (stopped) return;
    const ranges = idRanges(ids);
    const single = ranges.length === 1;
    current = listenInRanges(
      listen,
      ranges,
      (changes, fromServer) => {
        onChange(changes, fromServer);
        if (single && fromServer && !next && current!.docs().length > RANGE_SIZE) {
          next = takeOverInRanges(current!.docs().map((d) => d.id));
        }
      },
      onError,
    );
  };
  // Ranges that start beside the whole-list listener and replace it once they all have the
  // server's answer: then their list is handed on whole (initial) and the old listener stops.
  const takeOverInRanges = (ids: readonly string[]) => {
    let switched = false;
    const group = listenInRanges(
      listen,
      idRanges(ids),
      (changes, fromServer) => {
        if (switched) return onChange(changes, fromServer);
        if (!fromServer) return;
        switched = true;
        current?.stop();
        current = group;
        onChange({ upserted: group.docs(), removed: [], initial: true }, true);
      },
      onError,
    );
    return group;
  };
  void Promise.resolve(knownIds).then(start, () => start([]));
  return () => {
    stopped = true;
    current?.stop();
    next?.stop();
  };
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

/**
 * A system's devices live as one whole list each time (for small consumers such as the quick
 * start checklist; the device table uses watchDevices' changes). Returns the unsubscribe.
 */
export function watchDeviceList(
  systemId: string,
  onChange: (devices: LoadedDevice[]) => void,
  onError: (error: Error) => void,
): () => void {
  const byId = new Map<string, LoadedDevice>();
  return watchDevices(
    systemId,
    ({ upserted, removed, initial }) => {
      if (initial) byId.clear();
      for (const d of upserted) byId.set(d.id, d);
      for (const id of removed) byId.delete(id);
      onChange([...byId.values()]);
    },
    onError,
  );
}
