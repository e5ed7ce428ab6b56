import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * One page of a big list found by walking `table` in `order` (the sort's index), skipping
 * `offset` rows, as the condition `id in (…)`: the page's ids first, so the caller reads or joins
 * the full rows of just that page (db/list-plan.ts weighs a walk against collecting the matches).
 */
export function walkedPage(
  db: Database,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
): SQL {
  return sql`${id} in ${db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)}`;
}
