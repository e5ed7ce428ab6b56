import type { CandidateSummary } from '@shared/api/candidates';
import { type Pagination, buildPagination } from '@shared/api/pagination';
import { CANDIDATE_PAGE_SIZE } from '@shared/constants';
import type { Role } from '@shared/domain';
import { type ListStatsCache, createListStatsCache } from '../../db/list-stats-cache';
import { AppError } from '../../http/app-error';
import { toSearchText } from '../../lib/search-text';
import { toCandidateSummary } from './candidate-summary';
import type { CandidatesRepository } from './repository';

export interface ListCandidatesInput {
  page?: number;
  perPage?: number;
  role: Role;
  location?: string;
  availability?: string;
  skills: string[];
  q?: string;
}

export function createCandidatesService(
  repo: CandidatesRepository,
  stats: ListStatsCache = createListStatsCache(),
) {
  // Pages hold whole rows: fewer of them are kept than counts.
  const pages = createListStatsCache(500);
  return {
    async list(input: ListCandidatesInput): Promise<{ users: CandidateSummary[]; pagination: Pagination }> {
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
      // Counts and deep-page anchors are kept per filter set until the candidates change.
      const key = JSON.stringify(filters);
      const version = String(await repo.version());
      const totalItems = await stats.count(key, version, () => repo.count(filters));
      const offset = (page - 1) * perPage;
      // Every employer browses the same candidates: a page is kept until any candidate changes.
      const users =
        offset < totalItems
          ? await pages.value(`${key} ${page} ${perPage}`, version, async () => {
              const start = await stats.start(key, version, offset, (stride) =>
                repo.anchors(filters, stride),
              );
              return (await repo.list(filters, perPage, start.skip, start.after)).map(toCandidateSummary);
            })
          : [];
      return { users, pagination: buildPagination(page, perPage, totalItems) };
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
