import { MERGE_REQUIRED_CLAIM, type CallableName, type CallableOutput } from '@neuron/shared';
import type { z } from 'zod';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { Outcome } from '../domain/outcome.js';

/**
 * The caller's auth, or 'unauthenticated'. An account flagged for merge may not act until it
 * has merged (docs/THREAT_MODEL.md): every callable refuses it with 'failed-precondition',
 * except the merge callables themselves, which pass `allowPendingMerge`.
 */
export function requireAuth(
  request: CallableRequest<unknown>,
  what: string,
  options: { allowPendingMerge?: boolean } = {},
) {
  if (!request.auth) throw new HttpsError('unauthenticated', `Sign in to ${what}`);
  if (!options.allowPendingMerge && request.auth.token[MERGE_REQUIRED_CLAIM] === true) {
    throw new HttpsError('failed-precondition', `Merge your accounts in the security settings before you ${what}`);
  }
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

/** `answer`, checked against what the callable `name` answers (shared CALLABLES): the client reads that type. */
export function answerAs<N extends CallableName>(_name: N, outcome: Outcome<CallableOutput<N>>): CallableOutput<N> {
  return answer(outcome);
}
