import type { z } from 'zod';
import type { Loaded } from './time.js';

/** The first problem zod found, as the dotted path of the field (empty for the whole value) and why. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** The first issue of a zod error, naming the field: what an API answers and a form shows. */
export function firstFieldIssue(error: z.ZodError): FieldIssue {
  const issue = error.issues[0];
  return { field: issue ? issue.path.map(String).join('.') : '', message: issue?.message ?? 'Invalid value' };
}

/**
 * Checks a stored document against its schema and adds its id and reference (docs/DATA_MODEL.md).
 * A document that does not match is refused with the field that is wrong, never half-read.
 */
export function loadDocument<S extends z.ZodType, Ref>(
  schema: S,
  id: string,
  ref: Ref,
  data: unknown,
): { ok: true; doc: Loaded<z.output<S>, Ref> } | { ok: false; issue: FieldIssue } {
  const parsed = schema.safeParse(data);
  if (!parsed.success) return { ok: false, issue: firstFieldIssue(parsed.error) };
  // Schemas of stored documents are objects; the spread keeps the parsed fields, id and ref win.
  return { ok: true, doc: { ...(parsed.data as object), id, ref } as Loaded<z.output<S>, Ref> };
}
