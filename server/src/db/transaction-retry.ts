import type { Database } from './client';
import { isTransactionConflict } from './errors';

/** A transaction's handle, as `db.transaction` gives it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How many times a transaction runs before its conflict is the caller's answer. */
export const TRANSACTION_ATTEMPTS = 3;

/**
 * Runs `work` in a transaction, and again when PostgreSQL rolled it back for a deadlock or a
 * serialization failure (errors.ts, isTransactionConflict). Two writers of one company's counts
 * (an undo of a bulk move, writing one status after another, and a colleague's move) can each
 * hold a row the other waits for, however the triggers order their rows; PostgreSQL then fails
 * one of them whole, and running it again finds the other committed. Only for work whose every
 * effect is in the transaction: what it sends or announces must come after it returns.
 */
export async function transactionRetried<T>(
  db: Pick<Database, 'transaction'>,
  work: (tx: Transaction) => Promise<T>,
  attempts = TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
    }
  }
}
