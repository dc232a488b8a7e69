import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/admin.js';
import { CLOSED_TRANSACTION_ATTEMPTS, runTransaction } from '../../functions/src/data/transaction.js';
import { closeAdmin } from '../support/emulators.js';

// The emulator's wording for a transaction it no longer knows, as CI saw it (docs/TESTING.md's
// flake register): the admin SDK does not run such a transaction again by itself.
const closed = () => Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 });

describe('runTransaction (functions/src/data/transaction.ts) on the emulator', () => {
  afterAll(closeAdmin);

  it('runs a transaction the emulator closed again from the start, and commits once', async () => {
    const ref = db().doc(`transactionRetry/${randomUUID()}`);
    await ref.set({ n: 0 });
    let attempts = 0;
    const result = await runTransaction(async (tx) => {
      attempts++;
      const n = (await tx.get(ref)).get('n') as number;
      if (attempts === 1) throw closed();
      tx.update(ref, { n: n + 1 });
      return n + 1;
    });
    expect({ attempts, result, stored: (await ref.get()).get('n') }).toEqual({ attempts: 2, result: 1, stored: 1 });
  });

  it('gives up after its attempts, and never runs again on another invalid argument', async () => {
    const ref = db().doc(`transactionRetry/${randomUUID()}`);
    let attempts = 0;
    await expect(
      runTransaction(async (tx) => {
        attempts++;
        await tx.get(ref);
        throw closed();
      }),
    ).rejects.toThrow('Transaction is invalid or closed');
    expect(attempts).toBe(CLOSED_TRANSACTION_ATTEMPTS);

    attempts = 0;
    const other = Object.assign(new Error('3 INVALID_ARGUMENT: a field is bad'), { code: 3 });
    await expect(
      runTransaction(async () => {
        attempts++;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(attempts).toBe(1);
  });
});
