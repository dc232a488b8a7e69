import type { DocumentReference, DocumentSnapshot } from 'firebase/firestore';
import type { Loaded } from '@neuron/shared';
import type { z } from 'zod';

/**
 * Turns a snapshot into a plain object checked by its schema, with id and reference added
 * (SPEC.md §3). A document that does not match is logged and skipped, not shown half-read.
 */
export function parseDoc<S extends z.ZodType>(
  schema: S,
  snap: DocumentSnapshot,
): Loaded<z.infer<S>, DocumentReference> | undefined {
  if (!snap.exists()) return undefined;
  const parsed = schema.safeParse(snap.data());
  if (!parsed.success) {
    console.error(`Skipping malformed document ${snap.ref.path}`, parsed.error.issues);
    return undefined;
  }
  return { ...(parsed.data as object), id: snap.id, ref: snap.ref } as Loaded<z.infer<S>, DocumentReference>;
}
