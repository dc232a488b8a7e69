import {
  addDoc,
  collection,
  doc,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  type DocumentReference,
} from 'firebase/firestore';
import { EVENT_PAGE_SIZE, EventSchema, type Event, type Loaded } from '@neuron/shared';
import { readOneParsed, watchOneParsed, watchParsed } from './documents';
import { firebase } from './firebaseApp';

export type LoadedEvent = Loaded<Event, DocumentReference>;

const events = (systemId: string) => collection(firebase().db, 'system', systemId, 'events');

/** A system's events, newest first, with a limit (default 10; docs/CALLS.md), live. */
export function watchEvents(
  systemId: string,
  onChange: (events: LoadedEvent[]) => void,
  max: number = EVENT_PAGE_SIZE,
): () => void {
  return watchParsed(query(events(systemId), orderBy('time', 'desc'), limit(max)), EventSchema, onChange);
}

/** A system's unacknowledged events (acknowledgedAt null), live: the Events badge counts them. */
export function watchUnacknowledgedEvents(systemId: string, onChange: (events: LoadedEvent[]) => void): () => void {
  return watchParsed(query(events(systemId), where('acknowledgedAt', '==', null)), EventSchema, onChange);
}

/** Reads one event (docs/CALLS.md). */
export function readEvent(systemId: string, eventId: string): Promise<LoadedEvent | undefined> {
  return readOneParsed(doc(events(systemId), eventId), EventSchema);
}

/** Creates a manual event written by a member (kind manual, not acknowledged); resolves to its id. */
export async function createManualEvent(
  systemId: string,
  input: { text: string; deviceSn: string | null; time: number },
  createdBy: string,
): Promise<string> {
  const ref = await addDoc(events(systemId), {
    time: input.time,
    kind: 'manual',
    text: input.text,
    deviceSn: input.deviceSn,
    ruleId: null,
    value: null,
    acknowledgedBy: null,
    acknowledgedAt: null,
    createdBy,
  });
  return ref.id;
}

/** Acknowledges an event: only the two acknowledge fields change (the rules allow nothing else). */
export async function acknowledgeEvent(systemId: string, eventId: string, by: string, atMs: number): Promise<void> {
  await updateDoc(doc(events(systemId), eventId), { acknowledgedBy: by, acknowledgedAt: atMs });
}

/** One event, live (undefined while it does not exist). */
export function watchEvent(
  systemId: string,
  eventId: string,
  onChange: (event: LoadedEvent | undefined) => void,
  onError: (message: string) => void,
): () => void {
  return watchOneParsed(doc(events(systemId), eventId), EventSchema, onChange, onError);
}
