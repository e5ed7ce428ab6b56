import { type Pagination, buildPagination } from '@shared/api/pagination';
import { type ListAnchor, createListStatsCache } from './list-stats-cache';

/** What a list module tells `keptPage` about one request. */
export interface KeptPageRequest<T> {
  /** The list's filters, serialised: the same key means the same rows. */
  key: string;
  /** The list's version (from triggers): kept counts, anchors and pages are valid only for it. */
  version: string;
  page: number;
  perPage: number;
  count(): Promise<number>;
  /** Every `stride`-th row of the list, newest first (see db/keyset.ts listAnchors). */
  anchors(stride: number): Promise<ListAnchor[]>;
  /** `limit` rows after `from` (null: from the top), skipping `skip` first. */
  rows(from: ListAnchor | null, skip: number, limit: number): Promise<T[]>;
}

/**
 * One offset-paged list (candidates, an employer's applications) served from what is kept per
 * list version: its count, the keyset anchors of deep pages and the pages themselves. A page
 * past the end needs no row query: the count already says it is empty.
 */
export function createKeptPages<T>(limits: { counts?: number; pages?: number } = {}) {
  const stats = createListStatsCache(limits.counts);
  // Pages hold whole rows: fewer of them are kept than counts.
  const pages = createListStatsCache(limits.pages ?? 500);

  return async function keptPage(
    request: KeptPageRequest<T>,
  ): Promise<{ items: T[]; pagination: Pagination }> {
    const { key, version, page, perPage } = request;
    const totalItems = await stats.count(key, version, request.count);
    const offset = (page - 1) * perPage;
    const items =
      offset < totalItems
        ? await pages.value(`${key} ${page} ${perPage}`, version, async () => {
            const start = await stats.start(key, version, offset, request.anchors);
            return request.rows(start.after, start.skip, perPage);
          })
        : [];
    return { items, pagination: buildPagination(page, perPage, totalItems) };
  };
}
