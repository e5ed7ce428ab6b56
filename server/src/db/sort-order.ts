import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type SortOrder, defaultOrder } from '@shared/api/sort';

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

/** The tiebreak every list's sort ends with, newest first: (created_at, id) makes the order total. */
export const tiebreak = (table: { createdAt: PgColumn; id: PgColumn }): IndexTerm[] => [
  term(table.createdAt, 'desc'),
  term(table.id, 'desc'),
];

/** What a list is sorted by: a column of its whitelist (`S`) and a direction. */
export interface ListSort<S extends string> {
  sort: S;
  order: SortOrder;
}

/** Every list's default sort, which its plain index serves. */
export const NEWEST_FIRST = { sort: 'created_at', order: 'desc' } as const;

export const isNewestFirst = (sorted: ListSort<string>) =>
  sorted.sort === NEWEST_FIRST.sort && sorted.order === NEWEST_FIRST.order;

/**
 * The sort a list query asks for: newest first when it names no column; a named column in the
 * order asked for, else in the column's own direction (its `ascending` columns go up).
 */
export function requestedSort<S extends string>(
  query: { sort?: S; order?: SortOrder },
  ascending: readonly S[],
): ListSort<S | typeof NEWEST_FIRST.sort> {
  const sort = query.sort ?? NEWEST_FIRST.sort;
  return { sort, order: query.order ?? defaultOrder(ascending, sort) };
}

/** ORDER BY terms for `order` of the sort whose index spells `terms` (its first term's direction reads forward). */
export function orderBy(terms: readonly IndexTerm[], order: SortOrder): SQL[] {
  const forward = terms[0]?.dir === order;
  return terms.map(({ column, dir, nulls }) => {
    const d = forward ? dir : dir === 'asc' ? 'desc' : 'asc';
    const n = forward ? nulls : nulls === 'first' ? 'last' : 'first';
    return sql`${column} ${sql.raw(d)} nulls ${sql.raw(n)}`;
  });
}
