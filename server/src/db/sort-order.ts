import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@shared/api/sort';

/**
 * Server-side sorting of the big lists (issue 19). A sort is spelled exactly as the index that
 * serves it, term by term (column, direction, NULLS), ending with the list's tiebreak
 * (created_at, id), so the order is total and pages never overlap. The other direction is the
 * same index read backwards: every term reversed (ASC NULLS LAST ↔ DESC NULLS FIRST). PostgreSQL
 * matches an ORDER BY to an index only when directions and NULLS agree, hence the exact spelling.
 */
export interface IndexTerm {
  column: PgColumn | SQL;
  dir: 'asc' | 'desc';
  nulls: 'first' | 'last';
}

export const term = (
  column: PgColumn | SQL,
  dir: 'asc' | 'desc',
  nulls: 'first' | 'last' = 'last',
): IndexTerm => ({
  column,
  dir,
  nulls,
});

/** ORDER BY terms for `order` of the sort whose index spells `terms` (its first term's direction reads forward). */
export function orderBy(terms: readonly IndexTerm[], order: SortOrder): SQL[] {
  const forward = terms[0]?.dir === order;
  return terms.map(({ column, dir, nulls }) => {
    const d = forward ? dir : dir === 'asc' ? 'desc' : 'asc';
    const n = forward ? nulls : nulls === 'first' ? 'last' : 'first';
    return sql`${column} ${sql.raw(d)} nulls ${sql.raw(n)}`;
  });
}
