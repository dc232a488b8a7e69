import type { ReadOnlyTransactionOptions, ReadWriteTransactionOptions, Transaction } from 'firebase-admin/firestore';
import { db } from './admin.js';

// Why a wrapper: the admin SDK runs a whole transaction again when the backend no longer knows
// its id. Production answers that case INVALID_ARGUMENT "transaction has expired", the wording
// the SDK matches (@google-cloud/firestore, transaction.js `isRetryableTransactionError`). The
// Firestore emulator answers the same case INVALID_ARGUMENT "Transaction is invalid or closed."
// (seen when the gRPC layer retried a read inside a transaction after its first try failed on a
// loaded machine), which the SDK does not match: on the local stack the step failed where
// production would have run it again. Every transaction of the functions goes through here.

const CLOSED_ON_EMULATOR = /Transaction is invalid or closed/;
const INVALID_ARGUMENT = 3;

/** Whether `e` is the emulator's answer for a transaction it closed (see above). */
export function isClosedTransaction(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { code, message } = e as { code?: unknown; message?: unknown };
  return code === INVALID_ARGUMENT && typeof message === 'string' && CLOSED_ON_EMULATOR.test(message);
}

/** How many times a closed transaction is run from the start before its error is thrown. */
export const CLOSED_TRANSACTION_ATTEMPTS = 3;

/** `Firestore.runTransaction`, run again from the start when the emulator closed it (see above). */
export async function runTransaction<T>(
  update: (tx: Transaction) => Promise<T>,
  options?: ReadWriteTransactionOptions | ReadOnlyTransactionOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().runTransaction(update, options);
    } catch (e) {
      if (!isClosedTransaction(e) || attempt >= CLOSED_TRANSACTION_ATTEMPTS) throw e;
    }
  }
}
