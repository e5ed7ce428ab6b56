import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A timestamp as ISO text with microseconds (UTC). A JS Date keeps only milliseconds: rows stored
 * within one millisecond would no longer sort (chat threads) or compare (keyset anchors) as stored.
 */
export function isoMicros(column: SQL | PgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
