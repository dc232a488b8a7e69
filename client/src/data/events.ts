import {
  addDoc,
  collection,
  doc,
  documentId,
  limit,
  orderBy,
  query,
  startAfter,
  updateDoc,
  where,
  writeBatch,
  type DocumentReference,
  type QueryConstraint,
} from 'firebase/firestore';
import { EVENT_PAGE_SIZE, EventSchema, KINDS_TO_ACKNOWLEDGE, type Event, type Loaded } from '@neuron/shared';
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

/**
 * A system's events that wait for an acknowledgement (shared awaitsAcknowledgement), live: the
 * Events badge counts them and "Acknowledge all" takes them.
 */
export function watchUnacknowledgedEvents(systemId: string, onChange: (events: LoadedEvent[]) => void): () => void {
  const waiting = query(
    events(systemId),
    where('acknowledgedAt', '==', null),
    where('kind', 'in', [...KINDS_TO_ACKNOWLEDGE]),
  );
  return watchParsed(waiting, EventSchema, onChange);
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

/** Acknowledges an event with an optional comment: only the acknowledge fields change (the rules allow nothing else). */
export async function acknowledgeEvent(
  systemId: string,
  eventId: string,
  by: string,
  atMs: number,
  comment = '',
): Promise<void> {
  await updateDoc(doc(events(systemId), eventId), {
    acknowledgedBy: by,
    acknowledgedAt: atMs,
    ...(comment ? { ackComment: comment } : {}),
  });
}

/** Acknowledges many events at once, in batches (a write batch holds at most 500 writes). */
export async function acknowledgeEvents(systemId: string, eventIds: readonly string[], by: string, atMs: number) {
  const { db } = firebase();
  for (let i = 0; i < eventIds.length; i += 500) {
    const batch = writeBatch(db);
    for (const id of eventIds.slice(i, i + 500))
      batch.update(doc(events(systemId), id), { acknowledgedBy: by, acknowledgedAt: atMs });
    await batch.commit();
  }
}

/** What the events list filters on; null means any. */
export interface EventFilter {
  kind: Event['kind'] | null;
  deviceSn: string | null;
}

/** Where a page starts: just after this event (time, then id, both newest first). */
export interface EventCursor {
  time: number;
  id: string;
}

/**
 * One page of a system's events, newest first, filtered, starting after `cursor`, live. Reads
 * one more than `size` so the caller knows whether an older page exists.
 */
export function watchEventsPage(
  systemId: string,
  filter: EventFilter,
  cursor: EventCursor | null,
  size: number,
  onChange: (events: LoadedEvent[]) => void,
): () => void {
  const constraints: QueryConstraint[] = [];
  if (filter.kind) constraints.push(where('kind', '==', filter.kind));
  if (filter.deviceSn) constraints.push(where('deviceSn', '==', filter.deviceSn));
  // The id breaks ties between events of the same millisecond, so no event falls between pages.
  constraints.push(orderBy('time', 'desc'), orderBy(documentId(), 'desc'));
  if (cursor) constraints.push(startAfter(cursor.time, cursor.id));
  constraints.push(limit(size + 1));
  return watchParsed(query(events(systemId), ...constraints), EventSchema, onChange);
}

/** One event, live (undefined while it does not exist). */
export function watchEvent(
  systemId: string,
  eventId: string,
  onChange: (event: LoadedEvent | undefined) => void,
  onError: (error: Error) => void,
): () => void {
  return watchOneParsed(doc(events(systemId), eventId), EventSchema, onChange, onError);
}
