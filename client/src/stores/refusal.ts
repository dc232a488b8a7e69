import { SOMETHING_WENT_WRONG, refusalMessage } from '@neuron/shared';

/** Refusals whose callable message is written for the user (functions/src/triggers/callableInput.ts). */
const SPOKEN_CALLABLE_CODES = new Set([
  'invalid-argument',
  'failed-precondition',
  'permission-denied',
  'not-found',
  'already-exists',
]);

/** A refusal that already says, in the user's words, why (a store's own check, the account's catalogue). */
export class StatedRefusal extends Error {}

/**
 * The message for a refused write or call: a StatedRefusal's own sentence as it is, a callable's own sentence when it wrote one for the
 * user (naming the field or the role it needs), else the catalogue's sentence for the code
 * (shared/src/catalogues/refusals.ts). A security rule's refusal ("PERMISSION_DENIED … @ L338")
 * and HTTP statuses go to the console for whoever debugs it, never to the screen.
 */
export function refusalText(failure: string, error: unknown): string {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  if (error instanceof StatedRefusal) return error.message;
  const codeText = typeof code === 'string' ? code : undefined;
  console.warn(failure, error);
  const callable = codeText?.startsWith('functions/') ? codeText.slice('functions/'.length) : undefined;
  if (callable && SPOKEN_CALLABLE_CODES.has(callable) && typeof message === 'string' && message.trim())
    return `${failure}: ${message.replace(/\s*\[\d{3}\]$/, '')}`;
  return refusalMessage(failure, codeText);
}

/**
 * What a callable's refusal (callFunction's answer) says: the sentence the callable wrote for the
 * user, or the catalogue's "Something went wrong" when it gave none (an internal failure, no answer).
 */
export function callRefusalText(refusal: { message: string }): string {
  return refusal.message.trim() || SOMETHING_WENT_WRONG;
}
