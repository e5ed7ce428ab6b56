import { TransactionRollbackError } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Database errors by SQLSTATE, the same whether PGlite or node-postgres raised them and whether
 * drizzle wrapped them (it puts the driver's error in `cause`).
 */

/** The SQLSTATE of a database error, or undefined for anything else. */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/** unique_violation: a row with that key exists already. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

/** foreign_key_violation: the row points at one that does not exist (or no longer does). */
export const isForeignKeyViolation = (error: unknown): boolean => sqlState(error) === '23503';

/**
 * deadlock_detected (40P01) or serialization_failure (40001): PostgreSQL rolled the whole
 * transaction back because of another one running at the same time, and running it again is
 * its documented remedy (transaction-retry.ts).
 */
export const isTransactionConflict = (error: unknown): boolean => {
  const code = sqlState(error);
  return code === '40P01' || code === '40001';
};

/**
 * Runs `work` in a transaction that may end with `tx.rollback()` when a condition it checked
 * no longer holds: the rollback becomes `onRollback`'s value instead of an error.
 */
export async function withRollback<T, R>(
  db: Database,
  work: (tx: Database, rollback: () => never) => Promise<T>,
  onRollback: R,
): Promise<T | R> {
  try {
    return await db.transaction((tx) => work(tx as unknown as Database, () => tx.rollback()));
  } catch (error) {
    if (error instanceof TransactionRollbackError) return onRollback;
    throw error;
  }
}
