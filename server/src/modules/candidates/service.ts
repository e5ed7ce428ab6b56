import type { CandidateSummary } from '@shared/api/candidates';
import type { Pagination } from '@shared/api/pagination';
import { CANDIDATE_ASCENDING_SORTS, type CandidateSort, type SortOrder } from '@shared/api/sort';
import { CANDIDATE_PAGE_SIZE } from '@shared/constants';
import type { Availability, Role } from '@shared/domain';
import { type Kept, createKeptPages } from '../../db/kept-pages';
import { collectBeatsWalk } from '../../db/list-plan';
import { createListStatsCache } from '../../db/list-stats-cache';
import { isNewestFirst, requestedSort } from '../../db/sort-order';
import { AppError } from '../../http/app-error';
import { toSearchText } from '../../lib/search-text';
import { toCandidateSummary } from './candidate-summary';
import type { CandidatesRepository } from './repository';

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

export function createCandidatesService(repo: CandidatesRepository) {
  const keptPage = createKeptPages<CandidateSummary>();
  // The whole list's size, which decides how a filtered page is read: once per version, not once
  // per filter set.
  const sizes = createListStatsCache(1);
  return {
    async list(
      input: ListCandidatesInput,
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
      // Every employer browses the same candidates: totals and pages are kept per filter set and
      // sort until any candidate changes.
      const version = String(await repo.version());
      const { items, pagination, kept } = await keptPage({
        key: JSON.stringify({ ...filters, ...sorted }),
        version,
        page,
        perPage,
        count: async () => {
          const listSize = await sizes.value(
            'all',
            version,
            async () => (await repo.count({ skills: [] })).items,
          );
          const filtered = filters.q || filters.location || filters.availability || filters.skills.length > 0;
          return { ...(filtered ? await repo.count(filters) : { items: listSize, capped: false }), listSize };
        },
        rows: async (offset, limit, total) => {
          // The search text begins with the name the list is sorted by (db/list-plan.ts).
          const clustered = sorted.sort === 'name' && filters.q !== undefined;
          // A capped total does not say how many there are to collect: walk. The weighing is
          // measured for newest first; another sort collects only matches that bunch together
          // (page 176 of one city sorted by city: 40 ms collected, 4 ms walked on its index).
          const collect =
            !total.capped &&
            (isNewestFirst(sorted) || clustered) &&
            collectBeatsWalk({
              take: offset + limit,
              matched: total.items,
              listSize: total.listSize,
              clustered,
            });
          const found = await repo.list(filters, limit, offset, sorted, collect ? 'collect' : 'walk');
          return found.map(toCandidateSummary);
        },
      });
      return { users: items, pagination, kept };
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
