import type { z } from 'zod';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { Outcome } from '../domain/outcome.js';

/** The caller's auth, or 'unauthenticated'. */
export function requireAuth(request: CallableRequest<unknown>, what: string) {
  if (!request.auth) throw new HttpsError('unauthenticated', `Sign in to ${what}`);
  return request.auth;
}

/** Parses a callable's data, or throws 'invalid-argument' naming the first wrong field. */
export function callableInput<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'data';
  throw new HttpsError('invalid-argument', `${field}: ${issue?.message ?? 'invalid'}`);
}

/** A workflow's value, or its refusal thrown as the HttpsError of the same code. */
export function answer<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new HttpsError(outcome.code, outcome.message);
}
