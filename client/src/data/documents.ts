import {
  getDoc,
  getDocs,
  onSnapshot,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
} from 'firebase/firestore';
import { loadDocument, type Loaded } from '@neuron/shared';
import type { z } from 'zod';

/**
 * Turns a snapshot into a plain object checked by its schema, with id and reference added
 * (docs/DATA_MODEL.md). A document that does not match is logged and skipped, not shown half-read.
 */
export function parseDoc<S extends z.ZodType>(
  schema: S,
  snap: DocumentSnapshot,
): Loaded<z.infer<S>, DocumentReference> | undefined {
  if (!snap.exists()) return undefined;
  const loaded = loadDocument(schema, snap.id, snap.ref, snap.data());
  if (!loaded.ok) {
    console.error(`Skipping malformed document ${snap.ref.path}: ${loaded.issue.field} ${loaded.issue.message}`);
    return undefined;
  }
  return loaded.doc;
}

/**
 * Listens to a query, parsing every document with its schema; returns the unsubscribe. A failed
 * listener is logged and yields an empty list (docs/CATALOGUES.md: fetch failures yield an empty list).
 */
export function watchParsed<S extends z.ZodType>(
  q: Query,
  schema: S,
  onChange: (docs: Loaded<z.infer<S>, DocumentReference>[]) => void,
): () => void {
  return onSnapshot(
    q,
    (snap) => onChange(snap.docs.flatMap((d) => parseDoc(schema, d) ?? [])),
    (error) => {
      console.error('listener failed', error);
      onChange([]);
    },
  );
}

/**
 * Listens to one document, parsed: `onChange(undefined)` while it does not exist (or does not
 * match its schema), `onError` with the SDK's error when the listener fails (e.g. permission
 * denied; the stores word it). Returns the unsubscribe.
 */
export function watchOneParsed<S extends z.ZodType>(
  ref: DocumentReference,
  schema: S,
  onChange: (doc: Loaded<z.infer<S>, DocumentReference> | undefined) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    ref,
    (snap) => onChange(parseDoc(schema, snap)),
    (error) => {
      console.error(`listener on ${ref.path} failed`, error);
      onError(error);
    },
  );
}

/** Reads a query once, parsed; a failure is logged and yields an empty list (docs/CATALOGUES.md). */
export async function readParsed<S extends z.ZodType>(
  q: Query,
  schema: S,
): Promise<Loaded<z.infer<S>, DocumentReference>[]> {
  try {
    const snap = await getDocs(q);
    return snap.docs.flatMap((d) => parseDoc(schema, d) ?? []);
  } catch (error) {
    console.error('read failed', error);
    return [];
  }
}

/**
 * Reads one document, parsed; missing, malformed or failed reads yield undefined (logged), except
 * a read that failed offline (the SDK's `unavailable`: not in the local cache either): it throws
 * the SDK's error, so that the screen says it is offline rather than "not found" (the stores word
 * it: stores/readFailure.ts).
 */
export async function readOneParsed<S extends z.ZodType>(
  ref: DocumentReference,
  schema: S,
): Promise<Loaded<z.infer<S>, DocumentReference> | undefined> {
  try {
    return parseDoc(schema, await getDoc(ref));
  } catch (error) {
    console.error(`read of ${ref.path} failed`, error);
    if ((error as { code?: unknown } | null)?.code === 'unavailable') throw error;
    return undefined;
  }
}
