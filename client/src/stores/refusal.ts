import { refusalMessage } from '@neuron/shared';

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

/** The catalogue's code for a REST read's HTTP status (0: the server was not reached). */
function codeOfStatus(status: number): string {
  if (status === 0 || status >= 500) return 'unavailable';
  if (status === 401) return 'unauthenticated';
  if (status === 429) return 'resource-exhausted';
  return 'other';
}

/**
 * What a failed read shows: a refusal by the security rules (the REST API's 403, the SDK's
 * permission-denied) as not being a member, never the rules' own text ("… @ L338"), which goes to
 * the console only; a REST read's failure (an HTTP status: the data layer's RestError, whose text
 * is for the console) in the catalogue's words for its status; any other failure as its message.
 */
export function readFailureText(error: { message?: string; status?: number; code?: string }): string {
  const message = error.message ?? '';
  if (error.status === 403 || error.code === 'permission-denied' || /PERMISSION_DENIED|permission/i.test(message)) {
    console.warn('read refused', error);
    return 'This system does not exist or you are not a member of it.';
  }
  if (typeof error.status === 'number') {
    console.warn('read failed', error);
    return refusalMessage('The devices could not be read', codeOfStatus(error.status));
  }
  return message || 'The read failed.';
}
