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
import { DEVICE_TYPES, DeviceSchema, loadDocument, type Device, type DeviceType, type Loaded } from '@neuron/shared';
import { firebase } from './firebaseApp';
import { listCollection, RestError } from './firestoreRest';
import { fromRestFields, restDocumentId, type RestDocument } from './restValues';
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
}

/**
 * Lists a system's devices live, filtered by type (default all three; docs/CALLS.md). One
 * listener: it bills a read only for devices added or changed, and hands on only those changes
 * (docChanges), so the work per update is proportional to what changed. `fromServer` is false
 * for a snapshot served from the local SDK cache only (e.g. offline). Returns the unsubscribe.
 */
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
      const changes: DeviceChanges = { upserted: [], removed: [], initial };
      initial = false;
      for (const change of snap.docChanges()) {
        const parsed = change.type === 'removed' ? undefined : parseDoc(DeviceSchema, change.doc);
        if (parsed) changes.upserted.push(parsed);
        else changes.removed.push(change.doc.id);
      }
      onChange(changes, !snap.metadata.fromCache);
    },
    onError,
  );
}

/**
 * Reads a system's devices once, through the REST API (docs/PERFORMANCE.md: the SDK's cost of
 * taking in a thousand documents), as an `initial` change with `since` = when the read began.
 * The open device table keeps the devices it shows live with `watchDevice`; a listener on the
 * whole collection would also be sent every device of the system again, by the emulator, on each
 * write to one of them. Unreachable (offline): tried again with backoff, and at once when the
 * browser is back online; so is a busy server's answer (429, 5xx). Returns the stop.
 */
export function readDeviceList(
  systemId: string,
  onChange: (changes: DeviceChanges, fromServer: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let backoffMs = 1_000;
  const attempt = () => {
    timer = undefined;
    const since = Date.now();
    listCollection(`system/${systemId}/devices`, controller.signal)
      .then((docs) => decodeDevices(docs, controller.signal))
      .then(
        (upserted) => {
          if (controller.signal.aborted) return;
          onChange({ upserted, removed: [], initial: true, since }, true);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof RestError && error.transient) {
            timer = setTimeout(attempt, backoffMs);
            backoffMs = Math.min(backoffMs * 2, 30_000);
            return;
          }
          onError(error instanceof Error ? error : new Error(String(error)));
        },
      );
  };
  const backOnline = () => {
    if (timer === undefined) return; // not waiting for the network
    clearTimeout(timer);
    backoffMs = 1_000;
    attempt();
  };
  window.addEventListener('online', backOnline);
  attempt();
  return () => {
    controller.abort();
    clearTimeout(timer);
    window.removeEventListener('online', backOnline);
  };
}

/** Devices decoded per task: a thousand at once held the page up (docs/PERFORMANCE.md). */
const DECODED_PER_TASK = 200;

/** The devices of a REST list, decoded and checked a slice per task; malformed ones are skipped. */
async function decodeDevices(docs: readonly RestDocument[], signal: AbortSignal): Promise<LoadedDevice[]> {
  const devices: LoadedDevice[] = [];
  for (let i = 0; i < docs.length && !signal.aborted; i += DECODED_PER_TASK) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    for (const d of docs.slice(i, i + DECODED_PER_TASK)) {
      const loaded = loadDocument(DeviceSchema, restDocumentId(d.name), null, fromRestFields(d.fields));
      if (loaded.ok) devices.push(loaded.doc);
      else console.error(`Skipping malformed document ${d.name}: ${loaded.issue.field} ${loaded.issue.message}`);
    }
  }
  return devices;
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
