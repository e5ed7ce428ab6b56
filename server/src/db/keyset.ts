import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A row's place in a newest-first list: created_at as text (microseconds kept) and id. */
export interface ListAnchor {
  createdAt: string;
  id: string;
}

/**
 * The keyset form of the big lists' default order (created_at DESC NULLS LAST, id DESC NULLS
 * LAST, spelled in db/sort-order.ts like the list indexes): a row comparison starts the index
 * scan at an anchor, so the CSV export reads a million rows in batches without OFFSET. Rows after
 * `anchor` in newest-first order (created_at is NOT NULL in every such table).
 */
export function after(createdAt: PgColumn, id: PgColumn, anchor: ListAnchor): SQL {
  return sql`(${createdAt}, ${id}) < (${sql.join(anchorKey(anchor), sql`, `)})`;
}

/** An anchor's (created_at, id) as values a row comparison of those two columns takes. */
export function anchorKey(anchor: ListAnchor): SQL[] {
  return [sql`${anchor.createdAt}::timestamptz`, sql`${anchor.id}::uuid`];
}

/**
 * The rows from `key` on (itself included) in an order whose terms all run one way, newest or
 * highest first ('desc') or the reverse ('asc'): where a deep page's walk starts when the key's
 * row's place in the list is known (db/page-anchors.ts), so the index scan begins there instead of
 * at the list's first row. `columns` are the index's terms after its equality ones, none NULL.
 */
export function fromKey(columns: (PgColumn | SQL)[], key: SQL[], order: 'asc' | 'desc'): SQL {
  const row = sql`(${sql.join(columns, sql`, `)})`;
  const from = sql`(${sql.join(key, sql`, `)})`;
  return order === 'desc' ? sql`${row} <= ${from}` : sql`${row} >= ${from}`;
}
