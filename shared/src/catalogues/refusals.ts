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

/** "Could not save the rule" plus the catalogue's reason for the refusal's code. */
export function refusalMessage(failure: string, code: string | undefined): string {
  const key = bareCode(code);
  const reason = Object.hasOwn(REFUSAL_MESSAGES, key)
    ? REFUSAL_MESSAGES[key as keyof typeof REFUSAL_MESSAGES]
    : REFUSAL_MESSAGES.other;
  return `${failure}: ${reason}.`;
}
