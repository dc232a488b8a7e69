// Optimistic concurrency for the hot documents of the sample path (a device, a day's rollup):
// read without a lock, decide, and commit with a precondition that the document is still the one
// read (`lastUpdateTime`, or `create` for one not there yet). A commit that finds it changed
// fails at once and the step reads again. No lock is ever held, so a burst of deliveries for
// one sensor cannot queue behind each other's locks (on the emulator, pessimistic transactions
// on one document under 20 concurrent deliveries ended in "Transaction lock timeout").

/** gRPC codes of a commit whose precondition failed: the document changed since it was read. */
const CONFLICT_CODES = new Set([
  6, // ALREADY_EXISTS: `create` of a document another delivery created meanwhile
  9, // FAILED_PRECONDITION: `lastUpdateTime` no longer matches
  10, // ABORTED: contention reported by the backend
]);

export function isConflict(e: unknown): boolean {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return typeof code === 'number' && CONFLICT_CODES.has(code);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs a read-decide-commit step again, with a fresh read, while its commit conflicts. Each
 * attempt reads again, so a step that finds a newer sample stored meanwhile decides to write
 * nothing: a burst settles instead of retrying into the same lock. A conflict means another
 * commit just succeeded, so the first retries read again at once (a pause would only leave the
 * document idle while every contender sleeps); later ones back off with full jitter, capped at
 * 0.2 s. Any other error, or a conflict that outlasts `attempts`, is thrown to the caller's retries.
 */
export async function untilUnchanged<T>(step: () => Promise<T>, attempts = 60): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (e) {
      if (!isConflict(e) || attempt >= attempts) throw e;
      await sleep(attempt <= 5 ? Math.random() * 5 : Math.random() * Math.min(200, 2 ** attempt));
    }
  }
}
