import { addDoc, collection, deleteDoc, doc, updateDoc, type DocumentReference } from 'firebase/firestore';
import { MaintenanceWindowSchema, type Loaded, type MaintenanceWindow } from '@neuron/shared';
import { watchParsed } from './documents';
import { firebase } from './firebaseApp';

export type LoadedMaintenanceWindow = Loaded<MaintenanceWindow, DocumentReference>;
/** A window as an admin saves it (`summarizedEnd` is the functions'). */
export type MaintenanceWindowInput = Omit<MaintenanceWindow, 'summarizedEnd' | 'createdBy'>;

const windows = (systemId: string) => collection(firebase().db, 'system', systemId, 'maintenance');

/** A system's maintenance windows, live (docs/CALLS.md). */
export function watchMaintenanceWindows(
  systemId: string,
  onChange: (windows: LoadedMaintenanceWindow[]) => void,
): () => void {
  return watchParsed(windows(systemId), MaintenanceWindowSchema, onChange);
}

/** Creates a window (windowId null; signed by the creator's e-mail) or replaces its fields; resolves to its id. */
export async function saveMaintenanceWindow(
  systemId: string,
  windowId: string | null,
  window: MaintenanceWindowInput,
  creatorEmail: string,
): Promise<string> {
  const fields = {
    name: window.name,
    start: window.start,
    end: window.end,
    repeat: window.repeat,
    until: window.until,
    devices: window.devices,
  };
  if (windowId === null) return (await addDoc(windows(systemId), { ...fields, createdBy: creatorEmail })).id;
  await updateDoc(doc(windows(systemId), windowId), fields);
  return windowId;
}

/** Deletes a window. */
export async function deleteMaintenanceWindow(systemId: string, windowId: string): Promise<void> {
  await deleteDoc(doc(windows(systemId), windowId));
}
