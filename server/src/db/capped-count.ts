import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import type { ListTotal } from './kept-pages';

/**
 * How many rows of `table` match `where`, counting no further than `cap` (issue 20): the scan
 * stops at cap + 1 rows, so a common search word costs the same as a rare one.
 */
export async function cappedCount(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<ListTotal> {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  const n = Number(row?.n ?? 0);
  return n > cap ? { items: cap, capped: true } : { items: n, capped: false };
}
