import { MISC_MESSAGES, READ_REFUSED_MESSAGE, codeOfHttpStatus, refusalMessage, refusalReason } from '@neuron/shared';

// What a failed read shows, worded here from the catalogue (docs/CATALOGUES.md): the data layer
// hands on the failure as it came (the SDK's error with its code, a RestError with its HTTP
// status, the device list worker's error), and its text, the server's or the data layer's, goes
// to the console only.

interface FailureFields {
  status?: number;
  code?: string;
  message: string;
}

function fieldsOf(error: unknown): FailureFields {
  const { status, code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    code?: unknown;
    message?: unknown;
  };
  return {
    status: typeof status === 'number' ? status : undefined,
    code: typeof code === 'string' ? code.replace(/^[a-z]+\//, '') : undefined,
    message: typeof message === 'string' ? message : '',
  };
}

/** A refusal by the security rules: the REST API's 403, the SDK's permission-denied. */
function refusedByRules({ status, code, message }: FailureFields): boolean {
  return status === 403 || code === 'permission-denied' || /PERMISSION_DENIED/.test(message);
}

/** The catalogue's code of a failure: its HTTP status when it has one, else its SDK code. */
function codeOf({ status, code }: FailureFields): string | undefined {
  return status === undefined ? code : codeOfHttpStatus(status);
}

/**
 * What a failed device list read shows (the list, the find box): not being a member for a
 * refusal by the rules, else "The devices could not be read" with the catalogue's reason for its
 * status or code; a failure with neither (the worker's own) reads as "something went wrong".
 */
export function readFailureText(error: unknown): string {
  const fields = fieldsOf(error);
  console.warn('read failed', error);
  if (refusedByRules(fields)) return `${READ_REFUSED_MESSAGE}.`;
  return refusalMessage('The devices could not be read', codeOf(fields));
}

/**
 * Why one document or a screen's read could not be had, for LoadState's "Could not load: …": the
 * catalogue's offline-read sentence for the SDK's offline read (no cached copy either), not being
 * a member for a refusal by the rules, else the catalogue's reason for its status or code.
 */
export function readFailureReason(error: unknown): string {
  const fields = fieldsOf(error);
  console.warn('read failed', error);
  if (refusedByRules(fields)) return READ_REFUSED_MESSAGE;
  if (fields.status === undefined && fields.code === 'unavailable') return MISC_MESSAGES.offlineRead;
  return refusalReason(codeOf(fields));
}
