import { type SortOrder, defaultOrder } from '@shared/api/sort';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A table's server-side sort kept in the address (`sort`, `order`) like its filters, so Back and
 * links keep it (issue 19). `columns` is the list's whitelist from src/shared/api/sort.ts, its
 * first entry the default; `ascending` the columns that sort up unless told otherwise. `query`
 * carries only what the address names, so the default list keeps its cache key.
 */
export function useSortParams<S extends string>(columns: readonly S[], ascending: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const named = params.get('sort');
  const given = columns.find((c) => c === named);
  const orderParam = params.get('order');
  const givenOrder: SortOrder | undefined =
    orderParam === 'asc' || orderParam === 'desc' ? orderParam : undefined;
  const sort = given ?? (columns[0] as S);
  const order = givenOrder ?? defaultOrder(ascending, sort);

  const toggle = useCallback(
    (column: S) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('sort', column);
        next.set(
          'order',
          column === sort ? (order === 'asc' ? 'desc' : 'asc') : defaultOrder(ascending, column),
        );
        // Another order starts again at page 1.
        next.delete('page');
        return next;
      }),
    [setParams, sort, order, ascending],
  );

  const query = given ? { sort: given, order } : givenOrder ? { order: givenOrder } : {};
  return { sort, order, toggle, query: query as { sort?: S; order?: SortOrder } };
}
