/**
 * What the user reads when the backend refuses a write or a call (docs/CATALOGUES.md,
 * "Refusals"), by the error's code: each says what to change. The raw refusal (a security rule's
 * "PERMISSION_DENIED … @ L338", an HTTP status) is for the console only, never the screen.
 */
export const REFUSAL_MESSAGES = {
  'permission-denied':
    'only admins of this system may make this change, and only with allowed values. If you are a member, ask an admin; if you are an admin, check the fields and reload the page in case your role changed',
  unauthenticated: 'your sign-in has expired. Sign in again, then retry',
  unavailable: 'the server could not be reached. Check your connection and try again',
  'deadline-exceeded': 'the server did not answer in time. Check your connection and try again',
  'not-found': 'it no longer exists (someone may have deleted it). Reload the page',
  'already-exists': 'it already exists. Reload the page to see it',
  'resource-exhausted': 'too many requests at once. Wait a minute and try again',
  'failed-precondition': 'the data changed meanwhile. Reload the page and try again',
  aborted: 'the data changed meanwhile. Reload the page and try again',
  other: 'something went wrong. Try again; if it keeps failing, reload the page',
} as const;

/** A Firebase error code without its service prefix ("firestore/permission-denied"). */
function bareCode(code: string | undefined): string {
  return (code ?? '').replace(/^[a-z]+\//, '');
}

/** The catalogue's reason for a refusal's code (prefixed or not), "something went wrong" for any other. */
export function refusalReason(code: string | undefined): string {
  const key = bareCode(code);
  return Object.hasOwn(REFUSAL_MESSAGES, key)
    ? REFUSAL_MESSAGES[key as keyof typeof REFUSAL_MESSAGES]
    : REFUSAL_MESSAGES.other;
}

/** "Could not save the rule" plus the catalogue's reason for the refusal's code. */
export function refusalMessage(failure: string, code: string | undefined): string {
  return `${failure}: ${refusalReason(code)}.`;
}

/**
 * A read the security rules refuse: to the reader, the system is not theirs (it was deleted, or
 * they were taken out of it). Never the rules' own text.
 */
export const READ_REFUSED_MESSAGE = 'This system does not exist or you are not a member of it';

/**
 * The catalogue's code for a REST read's HTTP status (0: the server was not reached): the
 * transport's statuses in the words of REFUSAL_MESSAGES.
 */
export function codeOfHttpStatus(status: number): string {
  if (status === 0 || status >= 500) return 'unavailable';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'permission-denied';
  if (status === 429) return 'resource-exhausted';
  return 'other';
}
