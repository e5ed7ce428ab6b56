import { type Pagination, buildPagination } from '@shared/api/pagination';
import { createListStatsCache } from './list-stats-cache';

/** A list's total: exact, or stopped at a cap (a search's "10,000+", issue 20). */
export interface ListTotal {
  items: number;
  capped: boolean;
}

/** Whether an answer's total and page came from what was kept (no query) or were read now. */
export interface Kept {
  total: boolean;
  page: boolean;
}

/** What a list module tells `keptPage` about one request. */
export interface KeptPageRequest<T, Total extends ListTotal = ListTotal> {
  /** The list's filters and sort, serialised: the same key means the same rows. */
  key: string;
  /** The list's version (from triggers): kept pages are valid only for it. */
  version: string;
  /**
   * The version the total depends on, when it moves less often than the rows (a search's total
   * does not change when an applicant moves between statuses). Default: `version`.
   */
  countVersion?: string;
  page: number;
  perPage: number;
  /** The total, and whatever else the list learns while counting that `rows` may use. */
  count(): Promise<Total>;
  /** `limit` rows of the list in its order, skipping `offset` first. */
  rows(offset: number, limit: number, total: Total): Promise<T[]>;
}

/**
 * One offset-paged list (candidates, a company's applications) served from what is kept per
 * list version: its total and the pages themselves. A page past the end needs no row query: the
 * total already says it is empty. Every part is also cheap when nothing is kept (issue 20: a
 * colleague's move makes the next request cold): totals come from counters or stop at a cap, and
 * a page is an index scan that skips at most MAX_PAGE_NUMBER pages.
 */
export function createKeptPages<T>(limits: { counts?: number; pages?: number } = {}) {
  const totals = createListStatsCache(limits.counts);
  // Pages hold whole rows: fewer of them are kept than totals.
  const pages = createListStatsCache(limits.pages ?? 500);

  return async function keptPage<Total extends ListTotal>(
    request: KeptPageRequest<T, Total>,
  ): Promise<{ items: T[]; pagination: Pagination; kept: Kept }> {
    const { key, version, page, perPage } = request;
    let counted = false;
    let read = false;
    const total = await totals.value<Total>(`total ${key}`, request.countVersion ?? version, () => {
      counted = true;
      return request.count();
    });
    const offset = (page - 1) * perPage;
    const items =
      offset < total.items
        ? await pages.value(`${key} ${page} ${perPage}`, version, () => {
            read = true;
            return request.rows(offset, perPage, total);
          })
        : [];
    return {
      items,
      pagination: buildPagination(page, perPage, total.items, total.capped),
      kept: { total: !counted, page: !read },
    };
  };
}
