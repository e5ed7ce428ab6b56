import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import type { ListAnchor } from './list-stats-cache';
import { isoMicros } from './timestamps';

/**
 * The keyset form of the big lists' default order (created_at DESC NULLS LAST, id DESC NULLS
 * LAST, spelled in db/sort-order.ts like the list indexes): a row comparison starts the index
 * scan at an anchor. Other sorts (issue 19) page with OFFSET. Rows after `anchor` in newest-first
 * order (created_at is NOT NULL in every such table).
 */
export function after(createdAt: PgColumn, id: PgColumn, anchor: ListAnchor): SQL {
  return sql`(${createdAt}, ${id}) < (${anchor.createdAt}::timestamptz, ${anchor.id}::uuid)`;
}

/**
 * Every `stride`-th row of a newest-first list (positions stride, 2·stride, …): the anchors a
 * deep page starts from. One pass over the list's index, numbering rows in its order.
 */
export async function listAnchors(
  db: Database,
  list: { table: PgTable; createdAt: PgColumn; id: PgColumn; where: SQL | undefined },
  stride: number,
): Promise<ListAnchor[]> {
  const numbered = db
    .select({
      createdAt: list.createdAt,
      id: list.id,
      n: sql<number>`row_number() over (order by ${list.createdAt} desc nulls last, ${list.id} desc nulls last)`.as(
        'n',
      ),
    })
    .from(list.table)
    .where(list.where)
    .as('numbered');
  const rows = await db
    .select({ createdAt: isoMicros(numbered.createdAt), id: numbered.id })
    .from(numbered)
    .where(sql`${numbered.n} % ${stride} = 0`)
    .orderBy(numbered.n);
  return rows.map((row) => ({ createdAt: String(row.createdAt), id: String(row.id) }));
}
