import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListAnchor } from './list-stats-cache';

/**
 * The newest-first order of the big lists and its keyset form. Both spell the order exactly as
 * the list indexes do (created_at DESC NULLS LAST, id DESC NULLS LAST), so PostgreSQL reads the
 * index in order and a row comparison starts the scan at an anchor.
 */
export function newestFirst(createdAt: PgColumn, id: PgColumn): [SQL, SQL] {
  return [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`];
}

/** Rows after `anchor` in newest-first order (created_at is NOT NULL in every such table). */
export function after(createdAt: PgColumn, id: PgColumn, anchor: ListAnchor): SQL {
  return sql`(${createdAt}, ${id}) < (${anchor.createdAt}::timestamptz, ${anchor.id}::uuid)`;
}

/** A timestamp as ISO text with microseconds: a JS Date would drop them and break keyset ties. */
export function isoMicros(column: SQL | PgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Row number in newest-first order, for picking every stride-th row as an anchor. */
export function newestFirstRowNumber(createdAt: PgColumn, id: PgColumn): SQL<number> {
  return sql<number>`row_number() over (order by ${createdAt} desc nulls last, ${id} desc nulls last)`;
}
