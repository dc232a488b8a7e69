import { collection, doc, limit, orderBy, query, where, type DocumentReference } from 'firebase/firestore';
import { EVENT_PAGE_SIZE, EventSchema, type Event, type Loaded } from '@neuron/shared';
import { readOneParsed, watchParsed } from './documents';
import { firebase } from './firebaseApp';

export type LoadedEvent = Loaded<Event, DocumentReference>;

const events = (systemId: string) => collection(firebase().db, 'system', systemId, 'events');

/** A system's events, newest first, with a limit (default 10; SPEC.md §7), live. */
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

/** Reads one event (SPEC.md §7). */
export function readEvent(systemId: string, eventId: string): Promise<LoadedEvent | undefined> {
  return readOneParsed(doc(events(systemId), eventId), EventSchema);
}
