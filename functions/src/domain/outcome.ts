/**
 * Why a request was refused, as a code the caller's framework maps to its own error (a callable
 * turns it into an HttpsError with the same code) and a message naming the field when one is at
 * fault. Domain and workflows return these; only triggers throw.
 */
export type RefusalCode =
  | 'invalid-argument'
  | 'permission-denied'
  | 'not-found'
  | 'already-exists'
  | 'failed-precondition'
  | 'resource-exhausted';

export interface Refusal {
  code: RefusalCode;
  message: string;
}

/** A workflow's answer: its value, or why it refused (nothing was written then). */
export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refused = (code: RefusalCode, message: string): { ok: false } & Refusal => ({ ok: false, code, message });
