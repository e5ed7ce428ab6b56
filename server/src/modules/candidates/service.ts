import type { CandidateSummary } from '@shared/api/candidates';
import type { Pagination } from '@shared/api/pagination';
import { CANDIDATE_ASCENDING_SORTS, type CandidateSort, type SortOrder } from '@shared/api/sort';
import { CANDIDATE_PAGE_SIZE, SEARCH_COUNT_CAP } from '@shared/constants';
import type { Availability, Role } from '@shared/domain';
import {
  type FirstPage,
  type Kept,
  type ListTotal,
  createKeptPages,
  idsFromCount,
  rowsToReadWithCount,
} from '../../db/kept-pages';
import { collectBeatsWalk } from '../../db/list-plan';
import { createListStatsCache } from '../../db/list-stats-cache';
import { createPageAnchors } from '../../db/page-anchors';
import { createDayStarts, pageStart } from '../../db/day-starts';
import { isNewestFirst, requestedSort } from '../../db/sort-order';
import { AppError } from '../../http/app-error';
import { toSearchText } from '../../lib/search-text';
import { toCandidateSummary } from './candidate-summary';
import {
  type CandidateFilters,
  type CandidatesRepository,
  type CandidatesSort,
  anchoredSort,
  filterCount,
  inDateOrderOnItsIndex,
} from './repository';
import type { ListVersions } from '../../http/list-versions';

export interface ListCandidatesInput {
  page?: number;
  perPage?: number;
  role: Role;
  location?: string;
  availability?: Availability;
  skills: string[];
  q?: string;
  sort?: CandidateSort;
  order?: SortOrder;
}

/** A filtered list's total, with what counting it learnt (db/kept-pages.ts's `Total`). */
interface CandidatesTotal extends ListTotal {
  /** The whole list's size: how a page is read (db/list-plan.ts). */
  listSize: number;
  /**
   * The ids of the rows the count was asked for, when one read gave both (matchesWithPage), and
   * the order they are in (the sort, serialised): the total serves every sort of its filters.
   */
  firstPage?: FirstPage & { order: string };
}

/**
 * Whether the matches lie spread through the sort's order as through the whole list: no filter
 * is on the sort's leading column. A name or a skill is no likelier at one end of the cities A→Z
 * than at the other, so a walk of the city index steps over listSize / matched rows per match, as
 * in date order, and the list's weighing holds for it (db/list-plan.ts). A city in the list sorted
 * by city, or a name in the list sorted by name, bunches instead: those are weighed apart.
 */
function spreadInSort(sorted: CandidatesSort, filters: CandidateFilters): boolean {
  if (sorted.sort === 'city') return !filters.location;
  if (sorted.sort === 'name') return !filters.q;
  return isNewestFirst(sorted);
}

/**
 * How a page's ids are found (repository.list's `via`). `walkFrom`: the position a walk would
 * start at (a kept anchor's, db/page-anchors.ts), so it steps over fewer rows than `offset`.
 */
function pageVia(
  sorted: CandidatesSort,
  filters: CandidateFilters,
  offset: number,
  limit: number,
  total: CandidatesTotal,
  walkFrom = 0,
): 'walk' | 'collect' | { ids: string[] } {
  // The page this request's count read already, if in this order.
  const ids = total.firstPage?.order === JSON.stringify(sorted) ? idsFromCount(total, offset, limit) : null;
  if (ids) return { ids };
  if (anchoredSort(sorted) && inDateOrderOnItsIndex(filters)) return 'walk';
  // The search text begins with the name the list is sorted by (db/list-plan.ts).
  const clustered = sorted.sort === 'name' && filters.q !== undefined;
  // A capped total does not say how many there are to collect: walk. The weighing holds where the
  // matches spread through the sort's order; a city sorted by city walks its own stretch of the
  // index (page 176 of one city sorted by city: 40 ms collected, 4 ms walked).
  const collect =
    !total.capped &&
    (spreadInSort(sorted, filters) || clustered) &&
    collectBeatsWalk({
      take: offset - walkFrom + limit,
      matched: total.items,
      listSize: total.listSize,
      clustered,
    });
  return collect ? 'collect' : 'walk';
}

export function createCandidatesService(repo: CandidatesRepository) {
  const keptPage = createKeptPages<CandidateSummary>();
  // The whole list's size, which decides how a filtered page is read: once per version, not once
  // per filter set.
  const sizes = createListStatsCache(1);
  const anchors = createPageAnchors();
  // The whole list's candidates per day, once per version (db/day-starts.ts).
  const dayStarts = createDayStarts({ lists: 1 });
  return {
    async list(
      input: ListCandidatesInput,
      /** The versions read with the request's sign-in (http/list-versions.ts), if any. */
      signedIn?: ListVersions | null,
    ): Promise<{ users: CandidateSummary[]; pagination: Pagination; kept: Kept }> {
      // Employers browse candidates; listing other employers is not something this product offers.
      if (input.role !== 'CANDIDATE') throw new AppError(403, 'FORBIDDEN', 'candidates.role.forbidden');
      const page = input.page ?? 1;
      const perPage = input.perPage ?? CANDIDATE_PAGE_SIZE;
      const q = input.q ? toSearchText(input.q) : '';
      const filters = {
        location: input.location,
        availability: input.availability,
        skills: input.skills,
        q: q || undefined,
      };
      const sorted = requestedSort(input, CANDIDATE_ASCENDING_SORTS);
      // Every employer browses the same candidates: totals are kept per filter set, and pages per
      // filter set and sort, until any candidate changes: the version as read with the sign-in,
      // or one read of it.
      const version = String(signedIn?.candidates ?? (await repo.version()));
      const listKey = JSON.stringify({ ...filters, ...sorted });
      let anchored: 'anchored' | 'dated' | null = null;
      const { items, pagination, kept } = await keptPage({
        key: listKey,
        // Every sort of the same filters shares one count.
        totalKey: JSON.stringify(filters),
        version,
        page,
        perPage,
        count: async (): Promise<CandidatesTotal> => {
          const listSize = await sizes.value('all', version, () => repo.listSize());
          if (filterCount(filters) === 0) return { items: listSize, capped: false, listSize };
          // A city, an availability or a skill alone matches a large share (~1/8 to 1/5): its
          // total is the count the triggers keep for it (a skill counted through its index read
          // 5,018 pages of users: 21 ms), exact after any change of any candidate.
          const kept = await repo.keptCount(filters);
          if (kept) return { ...kept, listSize };
          // A search, or two filters or more: the total and the first pages (or this one) in one
          // read of the matches (a search's count reads them all up to the cap anyway).
          if (filters.q || filterCount(filters) >= 2) {
            const asked = rowsToReadWithCount((page - 1) * perPage, perPage);
            const read = await repo.matchesWithPage(filters, sorted, asked, SEARCH_COUNT_CAP);
            if (read)
              return {
                items: read.items,
                capped: false,
                listSize,
                firstPage: { ...asked, ids: read.ids, order: JSON.stringify(sorted) },
              };
            // Past the cap: a search's total stops there ("10,000+"), a filter set's is counted.
            if (filters.q) return { items: SEARCH_COUNT_CAP, capped: true, listSize };
          }
          return { ...(await repo.count(filters)), listSize };
        },
        rows: async (offset, limit, total) => {
          // A deep page in date order starts at the nearest row an earlier read left behind,
          // which also makes walking it cheaper than collecting its matches (issue 20).
          const near = anchoredSort(sorted) ? anchors.nearest(listKey, version, offset) : null;
          // The whole list is counted per day (candidate_days): with no kept anchor near, its
          // deep page starts at its day's first row.
          const start = await pageStart(
            offset,
            near,
            anchoredSort(sorted) && filterCount(filters) === 0
              ? () => dayStarts.holding('all', version, () => repo.listDays(), sorted.order, offset)
              : undefined,
          );
          const via = pageVia(sorted, filters, offset, limit, total, start.from?.position);
          anchored = via === 'walk' ? start.read : null;
          const found = await repo.list(
            filters,
            limit,
            offset,
            sorted,
            anchored && start.from ? { from: start.from } : via,
          );
          const [first] = found;
          if (first && anchoredSort(sorted)) {
            anchors.remember(listKey, version, offset, { createdAt: first.cursor, id: first.id });
          }
          return found.map(toCandidateSummary);
        },
      });
      return { users: items, pagination, kept: anchored ? { ...kept, page: anchored } : kept };
    },

    /** A candidate's public profile; an employer account (or nobody) is simply not found. */
    async get(id: string): Promise<CandidateSummary> {
      const row = await repo.findCandidate(id);
      if (!row) throw new AppError(404, 'NOT_FOUND', 'candidates.notFound');
      return toCandidateSummary(row);
    },
  };
}

export type CandidatesService = ReturnType<typeof createCandidatesService>;
