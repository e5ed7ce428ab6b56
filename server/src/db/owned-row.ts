import { type InferSelectModel, and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * The whole row `id` of `table`, or null unless its `owner` column holds `ownerId` (a company's
 * template or invitation, a user's order): another owner's row reads as missing, so an id
 * guessed or copied from elsewhere tells nothing about it.
 */
export async function ownedRow<T extends PgTable & { id: PgColumn }>(
  db: Database,
  table: T,
  id: string,
  owner: PgColumn,
  ownerId: string,
): Promise<InferSelectModel<T> | null> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(owner, ownerId)))
    .limit(1);
  // select() of a table is its whole row; drizzle cannot name that type for a generic table.
  return (row as InferSelectModel<T> | undefined) ?? null;
}
