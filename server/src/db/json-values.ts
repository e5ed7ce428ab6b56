import { type SQL, sql } from 'drizzle-orm';

/**
 * A json value read through `db.execute` (raw rows): node-postgres hands it over parsed, and one
 * that arrives as text is parsed here, so callers see the same value on either driver.
 */
export function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * The `id` column of `query`'s rows, in its order, as one json array (empty when there are none):
 * how a statement that counts hands back a page's ids beside the count (issue 20). Read it with
 * jsonValue.
 */
export function idsAsJson(query: SQL): SQL {
  return sql`(select coalesce(json_agg(paged.id), '[]'::json) from (${query}) as paged)`;
}
