import { type Pagination, buildPagination } from '@shared/api/pagination';
import { createListStatsCache } from './list-stats-cache';

/** A list's total: exact, or stopped at a cap (a search's "10,000+", issue 20). */
export interface ListTotal {
  items: number;
  capped: boolean;
}

/**
 * The ids of the rows a count was asked for, when one read of the matches gave both (issue 20: a
 * search's total reads every match up to the cap anyway). Fewer ids than `limit`: the list ends.
 */
export interface FirstPage {
  offset: number;
  limit: number;
  ids: string[];
}

/** The pages a count reads the ids of: people page through the first few (issue 20's mix: 15 %). */
export const PAGES_READ_WITH_COUNT = 5;

/**
 * The rows whose ids a count that can read them is asked for: the first PAGES_READ_WITH_COUNT
 * pages when the asked page is among them, so the next pages need no read of their own; else the
 * asked page alone.
 */
export function rowsToReadWithCount(offset: number, perPage: number): { offset: number; limit: number } {
  const first = PAGES_READ_WITH_COUNT * perPage;
  return offset + perPage <= first ? { offset: 0, limit: first } : { offset, limit: perPage };
}

/**
 * The page's ids if the count read them (a total is kept, and other requests' pages use it too),
 * or null when the page is not within the rows it read.
 */
export function idsFromCount(
  total: { firstPage?: FirstPage },
  offset: number,
  limit: number,
): string[] | null {
  const { firstPage } = total;
  if (!firstPage || offset < firstPage.offset || offset + limit > firstPage.offset + firstPage.limit)
    return null;
  const from = offset - firstPage.offset;
  return firstPage.ids.slice(from, from + limit);
}

/**
 * Whether an answer's total and page came from what was kept (no query) or were read now; a page
 * is 'rows' when only its rows were read again, by the ids kept for it (`sameIds`), and
 * 'anchored' when it was read from a kept anchor nearer than the list's start (page-anchors.ts),
 * 'dated' when from the first row of its day, found by the list's counts per day (day-starts.ts).
 */
export interface Kept {
  total: boolean;
  page: 'kept' | 'rows' | 'read' | 'anchored' | 'dated';
}

/**
 * A list whose pages' ids depend on less than their rows do. Issue 20: a move between statuses
 * changes the moved applicant's row, so every kept page of the company is read again; but in a
 * list without a status filter, in date order, the same applicants stay on the same pages. Their
 * ids are kept under `version` (what membership and order depend on), and after a move only the
 * page's rows are read again, by primary key, instead of finding the page anew (a search's deep
 * page reads thousands of index entries).
 */
export interface SameIds<T> {
  version: string;
  idOf(row: T): string;
  /** The rows of these ids, in any order; one gone meanwhile is left out. */
  rowsOf(ids: string[]): Promise<T[]>;
}

/** What a list module tells `keptPage` about one request. */
export interface KeptPageRequest<T, Total extends ListTotal = ListTotal> {
  /** The list's filters and sort, serialised: the same key means the same rows. */
  key: string;
  /**
   * The list's filters alone, when its total does not depend on the sort: every sort of the same
   * filters then shares one count (default: `key`). A total's `firstPage` is then of whichever
   * order its count read, which `rows` must check.
   */
  totalKey?: string;
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
  /** When the page's ids outlive its rows (a version that moves less often than `version`). */
  sameIds?: SameIds<T>;
}

/** `rows` in the order of `ids` (a by-id read comes back in whatever order the database chose). */
function inOrderOf<T>(ids: readonly string[], rows: readonly T[], idOf: (row: T) => string): T[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Pages kept per list module (candidates, applications) and instance, least recently used
 * dropped first. Pages hold whole rows, so fewer of them are kept than totals. The people-like
 * mixes ask for about 2,000 different pages in a few minutes (a tenth of them deep, most of
 * those once): room for 500 found 67 % of a warm pass's pages kept, 2,000 found 83 %
 * (bench/scenarios/people-mix.mjs, passSeed). See docs/benchmarks.md for what that costs.
 */
export const KEPT_PAGES = 2_000;

/**
 * One offset-paged list (candidates, a company's applications) served from what is kept per
 * list version: its total and the pages themselves. A page past the end needs no row query: the
 * total already says it is empty. Every part is also cheap when nothing is kept (issue 20: a
 * colleague's move makes the next request cold): totals come from counters or stop at a cap, and
 * a page is an index scan that skips at most MAX_PAGE_NUMBER pages.
 */
export function createKeptPages<T>(limits: { counts?: number; pages?: number } = {}) {
  const totals = createListStatsCache(limits.counts);
  const pages = createListStatsCache(limits.pages ?? KEPT_PAGES);
  // Page ids (SameIds) are small: as many as totals.
  const pageIds = createListStatsCache(limits.counts);

  return async function keptPage<Total extends ListTotal>(
    request: KeptPageRequest<T, Total>,
  ): Promise<{ items: T[]; pagination: Pagination; kept: Kept }> {
    const { key, version, page, perPage, sameIds } = request;
    let counted = false;
    let read: Kept['page'] = 'kept';
    const total = await totals.value<Total>(
      `total ${request.totalKey ?? key}`,
      request.countVersion ?? version,
      () => {
        counted = true;
        return request.count();
      },
    );
    const offset = (page - 1) * perPage;
    const pageKey = `${key} ${page} ${perPage}`;
    async function readPage(): Promise<T[]> {
      read = 'read';
      if (!sameIds) return request.rows(offset, perPage, total);
      let found: T[] | undefined;
      const ids = await pageIds.value(pageKey, sameIds.version, async () => {
        found = await request.rows(offset, perPage, total);
        return found.map(sameIds.idOf);
      });
      if (found) return found;
      read = 'rows';
      return inOrderOf(ids, await sameIds.rowsOf(ids), sameIds.idOf);
    }
    const items = offset < total.items ? await pages.value(pageKey, version, readPage) : [];
    return {
      items,
      pagination: buildPagination(page, perPage, total.items, total.capped),
      kept: { total: !counted, page: read },
    };
  };
}
