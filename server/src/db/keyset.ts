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
  return sql`(${createdAt}, ${id}) < (${anchor.createdAt}::timestamptz, ${anchor.id}::uuid)`;
}
