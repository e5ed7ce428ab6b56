import type {
  ApplicationDetail,
  ApplicationListItem,
  ApplyResponse,
  StatusHistoryEntry,
  UpdateStatusResponse,
} from '@shared/api/applications';
import { type Pagination, buildPagination } from '@shared/api/pagination';
import {
  APPLICATION_ASCENDING_SORTS,
  type ApplicationSort,
  type SortOrder,
  defaultOrder,
} from '@shared/api/sort';
import { APPLICATIONS_PAGE_SIZE } from '@shared/constants';
import type { ApplicationStatus } from '@shared/domain';
import type { Clock } from '../../clock';
import { createKeptPages } from '../../db/kept-pages';
import { createListStatsCache } from '../../db/list-stats-cache';
import { AppError, forbidden } from '../../http/app-error';
import { toSearchText } from '../../lib/search-text';
import { toCandidateSummary } from '../candidates/candidate-summary';
import type { AnnounceActivity } from '../company/activity-log';
import type { ApplicationFilters, ApplicationsRepository, ApplyHooks } from './repository';

export interface ListApplicationsInput {
  /** The caller's company; none: an employer who has not set one up sees an empty list. */
  companyId: string | undefined;
  page?: number;
  perPage?: number;
  internshipId?: string;
  userId?: string;
  status?: ApplicationStatus;
  search?: string;
  sort?: ApplicationSort;
  order?: SortOrder;
}

/** The kept mean (3 decimals) as the API shows it: one decimal, null when nobody has rated. */
export const averageOf = (count: number, average: string): number | null =>
  count > 0 ? Math.round(Number(average) * 10) / 10 : null;

const jobNotFound = () => new AppError(404, 'NOT_FOUND', 'applications.job.notFound');
const applicationNotFound = () => new AppError(404, 'NOT_FOUND', 'applications.notFound');

export function createApplicationsService(
  repo: ApplicationsRepository,
  clock: Clock,
  applyHooks?: ApplyHooks,
  /** Tells the company's members of a move (the entry itself is written in the move's transaction). */
  announce: AnnounceActivity = () => {},
) {
  const keptPage = createKeptPages<ApplicationListItem>();
  // Resolved searches hold id lists (thousands of ids for a common name): fewer of them are kept.
  const searches = createListStatsCache(100);
  return {
    /** A candidate applies once to an ACTIVE job whose expiration date has not passed. */
    async apply(
      userId: string,
      internshipId: string,
      coverLetter: string | null,
    ): Promise<ApplyResponse['data']> {
      const job = await repo.findInternship(internshipId);
      // A draft (issue 19) is not there for candidates.
      if (!job || job.activeStatus === 'DRAFT') throw jobNotFound();
      const now = clock.now();
      if (job.activeStatus !== 'ACTIVE') throw new AppError(409, 'CONFLICT', 'applications.job.inactive');
      if (job.expirationDate && job.expirationDate.getTime() <= now.getTime()) {
        throw new AppError(409, 'CONFLICT', 'applications.job.expired');
      }
      const created = await repo.apply({ internshipId, userId, coverLetter, now }, applyHooks);
      if (!created) throw new AppError(409, 'CONFLICT', 'applications.duplicate');
      return {
        id: created.id,
        internship_id: created.internshipId,
        status: created.status,
        createdAt: created.createdAt.toISOString(),
      };
    },

    /**
     * The caller's own jobs only, newest first, one page at a time: without page/perPage the
     * first APPLICATIONS_PAGE_SIZE rows, so a job with 10,000 applicants is never one answer.
     */
    async list(
      input: ListApplicationsInput,
    ): Promise<{ applications: ApplicationListItem[]; pagination: Pagination }> {
      const page = input.page ?? 1;
      const perPage = input.perPage ?? APPLICATIONS_PAGE_SIZE;
      if (!input.companyId) return { applications: [], pagination: buildPagination(page, perPage, 0) };
      const search = input.search ? toSearchText(input.search) : undefined;
      const filters: ApplicationFilters = {
        companyId: input.companyId,
        internshipId: input.internshipId,
        userId: input.userId,
        status: input.status,
        search: search || undefined,
      };
      // Counts, search matches, deep-page anchors and pages are kept until the company's
      // applications, jobs or the candidates change: one version read per request.
      const version = await repo.version(filters.companyId);
      const query = filters.search;
      const matches = query
        ? await searches.value(`${filters.companyId} ${query}`, version, () =>
            repo.searchMatches(filters.companyId, query),
          )
        : null;
      const unfiltered = !filters.status && !filters.userId && !filters.search;
      const sort = input.sort ?? 'created_at';
      const sorted = { sort, order: input.order ?? defaultOrder(APPLICATION_ASCENDING_SORTS, sort) };
      // Deep pages start from keyset anchors in the default order (newest first); other sorts
      // skip with OFFSET (at most MAX_PAGE_NUMBER pages, kept per version like every page).
      const keyset = sorted.sort === 'created_at' && sorted.order === 'desc';
      const { items, pagination } = await keptPage({
        // The sort is part of the key: the same filters sorted otherwise are other pages.
        key: JSON.stringify({ ...filters, ...sorted }),
        version,
        page,
        perPage,
        // Unfiltered, the per-job counters add up to the total without counting rows.
        count: () =>
          unfiltered
            ? repo.countFromJobs(filters.companyId, filters.internshipId)
            : repo.count(filters, matches),
        anchors: async (stride) => (keyset ? repo.anchors(filters, matches, stride) : []),
        rows: async (from, skip, limit) =>
          (await repo.list(filters, matches, limit, skip, from, sorted)).map((row) => ({
            id: row.id,
            user_id: row.userId,
            internship_id: row.internshipId,
            status: row.status,
            createdAt: row.createdAt.toISOString(),
            user: { first_name: row.firstName, last_name: row.lastName, profile_img: row.profileImg },
            intern_info: { title: row.title },
            average_rating: averageOf(row.ratingsCount, row.ratingAverage),
            notes_count: row.notesCount,
          })),
      });
      return { applications: items, pagination };
    },

    async detail(companyId: string | undefined, id: string): Promise<ApplicationDetail> {
      const found = await repo.findDetail(id);
      if (!found) throw applicationNotFound();
      if (found.job.companyId !== companyId) throw forbidden();
      const { application, candidate, job } = found;
      const history = await repo.history(id);
      return {
        id: application.id,
        user_id: application.userId,
        internship_id: application.internshipId,
        status: application.status,
        createdAt: application.createdAt.toISOString(),
        updatedAt: application.updatedAt.toISOString(),
        cover_letter: application.coverLetter,
        user: {
          first_name: candidate.firstName,
          last_name: candidate.lastName,
          profile_img: candidate.profileImg,
        },
        intern_info: { title: job.title },
        average_rating: averageOf(application.ratingsCount, application.ratingAverage),
        notes_count: application.notesCount,
        candidate: toCandidateSummary(candidate),
        job: {
          id: job.id,
          title: job.title,
          internship_city: job.internshipCity,
          internship_type: job.internshipType,
          expiration_date: job.expirationDate ? job.expirationDate.toISOString() : null,
          active_status: job.activeStatus,
        },
        history: history.map(
          (entry): StatusHistoryEntry => ({
            id: entry.id,
            from_status: entry.fromStatus,
            to_status: entry.toStatus,
            createdAt: entry.createdAt.toISOString(),
            changed_by: entry.changerId
              ? { id: entry.changerId, first_name: entry.changerFirstName, last_name: entry.changerLastName }
              : null,
          }),
        ),
      };
    },

    async changeStatus(
      actor: { id: string; companyId: string | undefined },
      id: string,
      status: ApplicationStatus,
    ): Promise<UpdateStatusResponse['data']> {
      const result = await repo.changeStatus({
        id,
        companyId: actor.companyId,
        actorId: actor.id,
        status,
        now: clock.now(),
      });
      if (result.outcome === 'not-found') throw applicationNotFound();
      if (result.outcome === 'forbidden') throw forbidden();
      if (result.outcome === 'changed' && actor.companyId) {
        announce(actor.companyId, { action: 'APPLICATION_MOVED', subject_id: id });
      }
      return { id, status: result.status, updatedAt: result.updatedAt.toISOString() };
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
