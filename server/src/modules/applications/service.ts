import type {
  ApplicationDetail,
  ApplicationListItem,
  ApplyResponse,
  StatusHistoryEntry,
  UpdateStatusResponse,
} from '@shared/api/applications';
import type {
  BulkStatusResponse,
  UndoStatusResponse,
  bulkStatusBody,
  undoStatusBody,
} from '@shared/api/bulk-status';
import { type Pagination, buildPagination } from '@shared/api/pagination';
import { APPLICATION_ASCENDING_SORTS, type ApplicationSort, type SortOrder } from '@shared/api/sort';
import { APPLICATIONS_PAGE_SIZE, SEARCH_COUNT_CAP } from '@shared/constants';
import type { ApplicationStatus } from '@shared/domain';
import type { Clock } from '../../clock';
import {
  type Kept,
  PAGES_READ_WITH_COUNT,
  createKeptPages,
  idsFromCount,
  rowsToReadWithCount,
} from '../../db/kept-pages';
import { createPageAnchors } from '../../db/page-anchors';
import { createDayStarts, pageStart } from '../../db/day-starts';
import { isNewestFirst, requestedSort } from '../../db/sort-order';
import { createSearchTotalsByStatus } from './search-totals-by-status';
import { readFromMatches } from './search-plan';
import { BULK_FILTER_MAX } from '@shared/constants';
import { createListStatsCache } from '../../db/list-stats-cache';
import { AppError, forbidden } from '../../http/app-error';
import { toSearchText } from '../../lib/search-text';
import { toCandidateSummary } from '../candidates/candidate-summary';
import type { AnnounceActivity } from '../company/activity-log';
import { type CvStore, cleanCvFileName } from '../uploads';
import {
  ANCHORED_SORTS,
  type ApplicationFilters,
  type ApplicationsRepository,
  type ApplicationsSort,
  type ApplyHooks,
  type MovedVersions,
  type StoredCv,
  anchorOf,
} from './repository';
import type { ListVersions } from '../../http/list-versions';
import { applicationsVersionsFromSignIn } from './list-versions';
import type { TemplatesService } from '../company/templates-service';
import type { TemplateMessages } from './template-messages';
import type { z } from 'zod';

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

/** The repository's filters from the list's query (also the export's): the search normalised as stored. */
export function applicationFilters(
  companyId: string,
  query: Pick<ListApplicationsInput, 'internshipId' | 'userId' | 'status' | 'search'>,
): ApplicationFilters {
  const search = query.search ? toSearchText(query.search) : undefined;
  return {
    companyId,
    internshipId: query.internshipId,
    userId: query.userId,
    status: query.status,
    search: search || undefined,
  };
}

/** The kept mean (3 decimals) as the API shows it: one decimal, null when nobody has rated. */
export const averageOf = (count: number, average: string): number | null =>
  count > 0 ? Math.round(Number(average) * 10) / 10 : null;

/**
 * The list sorted by status within one status is in date order (codes A→Z: newest first; Z→A:
 * oldest first, as the status sort spells its index), so it is read, kept and anchored as that
 * date order is: the same pages under the same key.
 */
function sortWithin(status: ApplicationStatus | undefined, sorted: ApplicationsSort): ApplicationsSort {
  if (!status || sorted.sort !== 'status') return sorted;
  return { sort: 'created_at', order: sorted.order === 'asc' ? 'desc' : 'asc' };
}

/** One row of the list as the API sends it. */
function listItem(row: ListRow): ApplicationListItem {
  return {
    id: row.id,
    user_id: row.userId,
    internship_id: row.internshipId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    user: { first_name: row.firstName, last_name: row.lastName, profile_img: row.profileImg },
    intern_info: { title: row.title },
    average_rating: averageOf(row.ratingsCount, row.ratingAverage),
    notes_count: row.notesCount,
  };
}
type ListRow = Awaited<ReturnType<ApplicationsRepository['listRowsOf']>>[number];

export const jobNotFound = () => new AppError(404, 'NOT_FOUND', 'applications.job.notFound');
const applicationNotFound = () => new AppError(404, 'NOT_FOUND', 'applications.notFound');
const cvNotFound = () => new AppError(404, 'NOT_FOUND', 'cv.notFound');

/** Who asks for an application's CV: its candidate, or a member of the company applied to. */
export interface CvReader {
  id: string;
  role: string;
  companyId: string | undefined;
}

export function createApplicationsService(
  repo: ApplicationsRepository,
  clock: Clock,
  /** Candidates' CVs on disk (issue 19). */
  cvs: CvStore,
  applyHooks?: ApplyHooks,
  /** Tells the company's members of a move (the entry itself is written in the move's transaction). */
  announce: AnnounceActivity = () => {},
  /** Issue 19: the templates a move may send, and how they are sent. */
  messages?: { templates: TemplatesService; send: TemplateMessages },
) {
  /**
   * The CV an application is sent with (docs/product.md §3 CV): the attached PDF, else a copy of
   * the profile CV as it is now, else none. Stored before the application is written; the
   * caller removes it if the application is not.
   */
  async function cvToSend(userId: string, attached: { bytes: Buffer; name?: string } | null) {
    if (attached) {
      const saved = await cvs.save(attached.bytes);
      return { storedName: saved.name, fileName: cleanCvFileName(attached.name), sizeBytes: saved.size };
    }
    const profile = await repo.profileCv(userId);
    if (!profile) return null;
    // Replaced or removed meanwhile: the application goes without, as if applied a moment later.
    const copy = await cvs.copy(profile.storedName);
    return copy ? { storedName: copy.name, fileName: profile.fileName, sizeBytes: copy.size } : null;
  }

  const keptPage = createKeptPages<ApplicationListItem>();
  // Resolved searches hold id lists (thousands of ids for a common name): fewer of them are kept.
  const searches = createListStatsCache(100);
  const searchTotals = createSearchTotalsByStatus(repo);
  /** Moves this instance committed, worked into the kept search totals (search-totals-by-status.ts). */
  function carryMoves(
    companyId: string,
    versions: MovedVersions | null,
    moves: ReadonlyArray<{
      userId: string;
      internshipId: string;
      status: ApplicationStatus;
      to: ApplicationStatus;
    }>,
    settledBefore: number,
  ) {
    if (!versions) return;
    searchTotals.moved(
      companyId,
      versions,
      moves.map((m) => ({ userId: m.userId, internshipId: m.internshipId, from: m.status, to: m.to })),
      settledBefore,
    );
  }
  const anchors = createPageAnchors();
  const dayStarts = createDayStarts();
  return {
    /**
     * A candidate applies once to an ACTIVE job whose expiration date has not passed, with the
     * CV they attach (`cv`) or the one on their profile.
     */
    async apply(
      userId: string,
      internshipId: string,
      coverLetter: string | null,
      cv: { bytes: Buffer; name?: string } | null = null,
    ): Promise<ApplyResponse['data']> {
      const job = await repo.findInternship(internshipId);
      // A draft (issue 19) is not there for candidates.
      if (!job || job.activeStatus === 'DRAFT') throw jobNotFound();
      const now = clock.now();
      if (job.activeStatus !== 'ACTIVE') throw new AppError(409, 'CONFLICT', 'applications.job.inactive');
      if (job.expirationDate && job.expirationDate.getTime() <= now.getTime()) {
        throw new AppError(409, 'CONFLICT', 'applications.job.expired');
      }
      const sent: StoredCv | null = await cvToSend(userId, cv);
      const created = await repo
        .apply({ internshipId, userId, coverLetter, cv: sent, now }, applyHooks)
        .catch(async (error: unknown) => {
          await cvs.remove(sent?.storedName);
          throw error;
        });
      if (!created) {
        await cvs.remove(sent?.storedName);
        throw new AppError(409, 'CONFLICT', 'applications.duplicate');
      }
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
      /** The versions read with the request's sign-in (http/list-versions.ts), if any. */
      signedIn?: ListVersions | null,
    ): Promise<{ applications: ApplicationListItem[]; pagination: Pagination; kept?: Kept }> {
      const page = input.page ?? 1;
      const perPage = input.perPage ?? APPLICATIONS_PAGE_SIZE;
      if (!input.companyId) return { applications: [], pagination: buildPagination(page, perPage, 0) };
      const filters = applicationFilters(input.companyId, input);
      // Totals, search matches and pages are each kept until what they depend on changes: the
      // company's versions as read with the sign-in, or one read of them (issue 20).
      const versions =
        applicationsVersionsFromSignIn(signedIn, filters.companyId) ??
        (await repo.versions(filters.companyId));
      const query = filters.search;
      const matches = query
        ? await searches.value(`${filters.companyId} ${query}`, versions.lookups, () =>
            repo.searchMatches(filters.companyId, query),
          )
        : null;
      const sorted = sortWithin(filters.status, requestedSort(input, APPLICATION_ASCENDING_SORTS));
      const newestFirst = isNewestFirst(sorted);
      // A deep page starts at the nearest row an earlier read left behind, at the version the
      // list's membership and order depend on: in date order without a status filter, the same
      // as its page ids' (see sameIds below); else the rows' (a move or a rating reorders).
      const anchorsVersion =
        !filters.status && sorted.sort === 'created_at' ? versions.members : versions.rows;
      const listKey = JSON.stringify({ ...filters, ...sorted });
      // The whole list's or one status's, in date order, is counted per day (company_application_days):
      // a deep page there can start at its day's first row even when nothing nearer is kept.
      const countedByDay =
        sorted.sort === 'created_at' && !filters.internshipId && !filters.userId && !filters.search;
      let anchored: 'anchored' | 'dated' | null = null;
      async function anchoredWalk(offset: number, limit: number) {
        const { from, read } = await pageStart(
          offset,
          anchors.nearest(listKey, anchorsVersion, offset),
          countedByDay
            ? () =>
                dayStarts.holding(
                  JSON.stringify({ companyId: filters.companyId, status: filters.status }),
                  anchorsVersion,
                  () => repo.listDays(filters),
                  sorted.order,
                  offset,
                )
            : undefined,
        );
        anchored = read;
        const rows = await repo.list(filters, matches, limit, offset, sorted, from ? { from } : 'walk');
        const [first] = rows;
        if (first) anchors.remember(listKey, anchorsVersion, offset, anchorOf(first, sorted.sort));
        return rows;
      }
      const { items, pagination, kept } = await keptPage({
        // The sort is part of the key: the same filters sorted otherwise are other pages.
        key: listKey,
        // But not of the total: every sort of the same filters shares one count.
        totalKey: JSON.stringify(filters),
        version: versions.rows,
        // A move between statuses changes a total only when a status is filtered on.
        countVersion: filters.status ? versions.rows : versions.members,
        page,
        perPage,
        count: async () => {
          const { status, userId } = filters;
          const inStatus =
            status && matches && !userId
              ? await searchTotals.searchTotalInStatus({
                  filters: { ...filters, status },
                  matches,
                  rowsVersion: versions.rows,
                  take: PAGES_READ_WITH_COUNT * perPage,
                })
              : null;
          if (inStatus) return inStatus;
          return repo.total(
            filters,
            matches,
            SEARCH_COUNT_CAP,
            newestFirst ? rowsToReadWithCount((page - 1) * perPage, perPage) : undefined,
          );
        },
        rows: async (offset, limit, total) => {
          // A count's ids are newest first: another sort reads its own page.
          const counted = newestFirst ? idsFromCount(total, offset, limit) : null;
          // A searched page, newest first, may be cheaper read from its matches (issue 20).
          const via = counted
            ? { ids: counted }
            : matches &&
                newestFirst &&
                !filters.userId &&
                readFromMatches({
                  offset,
                  limit,
                  total,
                  candidates: matches.userIds.length,
                  jobs: matches.internshipIds.length,
                })
              ? 'matches'
              : 'walk';
          if (via === 'walk' && ANCHORED_SORTS.has(sorted.sort))
            return (await anchoredWalk(offset, limit)).map(listItem);
          return (await repo.list(filters, matches, limit, offset, sorted, via)).map(listItem);
        },
        // Without a status filter, in date order, a move keeps every applicant on the same page:
        // the page's ids hold until applications are added or removed, or jobs or candidates
        // change (members); only its rows are read again. Ratings and notes reorder their sorts.
        sameIds:
          !filters.status && sorted.sort === 'created_at'
            ? {
                version: versions.members,
                idOf: (item) => item.id,
                rowsOf: async (ids) => (await repo.listRowsOf(ids)).map(listItem),
              }
            : undefined,
      });
      return { applications: items, pagination, kept: anchored ? { ...kept, page: anchored } : kept };
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
        cv: found.cv
          ? {
              file_name: found.cv.fileName,
              size: found.cv.sizeBytes,
              uploadedAt: found.cv.uploadedAt.toISOString(),
            }
          : null,
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

    /**
     * The file of an application's CV, for its candidate or a member of the company applied to;
     * everyone else (other companies, other candidates, removed members) gets the same 404 as
     * for an application that does not exist.
     */
    async cvFile(reader: CvReader, applicationId: string) {
      const row = await repo.cvOf(applicationId);
      if (!row) throw cvNotFound();
      const mayRead =
        reader.role === 'CANDIDATE'
          ? row.candidateId === reader.id
          : reader.companyId !== undefined && row.companyId === reader.companyId;
      if (!mayRead) throw cvNotFound();
      const file = await cvs.locate(row.storedName);
      if (!file) throw cvNotFound();
      return { file, firstName: row.firstName, lastName: row.lastName };
    },

    async changeStatus(
      actor: { id: string; companyId: string | undefined },
      id: string,
      status: ApplicationStatus,
    ): Promise<UpdateStatusResponse['data']> {
      const settledBefore = searchTotals.settled;
      const result = await repo.changeStatus({
        id,
        companyId: actor.companyId,
        actorId: actor.id,
        status,
        now: clock.now(),
      });
      if (result.outcome === 'changed')
        carryMoves(result.move.companyId, result.versions, [result.move], settledBefore);
      if (result.outcome === 'not-found') throw applicationNotFound();
      if (result.outcome === 'forbidden') throw forbidden();
      if (result.outcome === 'changed' && actor.companyId) {
        announce(actor.companyId, { action: 'APPLICATION_MOVED', subject_id: id });
      }
      return { id, status: result.status, updatedAt: result.updatedAt.toISOString() };
    },

    /**
     * Issue 19: many applications to one status in one transaction (docs/product.md §10, Bulk moves and templates), then
     * the template message, if one was chosen, to each moved applicant.
     */
    async bulkChangeStatus(
      actor: { id: string; companyId: string },
      body: BulkStatusInput,
    ): Promise<BulkStatusResponse['data']> {
      // The template first: a foreign or deleted one refuses the whole move before it happens.
      const template =
        body.templateId && messages ? await messages.templates.find(actor.companyId, body.templateId) : null;
      let selection: Parameters<ApplicationsRepository['bulkMove']>[0]['selection'];
      if (body.ids) {
        selection = { ids: body.ids };
      } else {
        const search = body.filter?.search ? toSearchText(body.filter.search) || undefined : undefined;
        const filters: ApplicationFilters = {
          companyId: actor.companyId,
          internshipId: body.filter?.internshipId,
          userId: body.filter?.userId,
          status: body.filter?.status,
          search,
        };
        const matches = search ? await repo.searchMatches(actor.companyId, search) : null;
        selection = { filters, matches };
      }
      // The template's messages are rendered and their emails stored in the move's transaction.
      const send = body.send;
      const settledBefore = searchTotals.settled;
      const result = await repo.bulkMove({
        companyId: actor.companyId,
        selection,
        limit: BULK_FILTER_MAX,
        actorId: actor.id,
        status: body.status,
        now: clock.now(),
        withMoved:
          template && messages && send && (send.email || send.chat)
            ? (tx, applicationIds) =>
                messages.send.prepare(tx, { member: actor, applicationIds, template, channels: send })
            : undefined,
      });
      if (result.outcome === 'not-found') throw applicationNotFound();
      if (result.outcome === 'too-many') {
        throw new AppError(400, 'VALIDATION_ERROR', 'bulk.filter.tooMany', { max: BULK_FILTER_MAX });
      }
      carryMoves(actor.companyId, result.versions, result.moved, settledBefore);
      // One event for the whole move: colleagues' lists refresh once, not once per applicant.
      if (result.moved.length > 0)
        announce(actor.companyId, { action: 'APPLICATION_MOVED', subject_id: null });
      // After the commit: a message that fails to go out does not undo the move (each is logged).
      const sent =
        result.withMovedResult && messages
          ? await messages.send.deliver(result.withMovedResult)
          : { email: 0, chat: 0 };
      return {
        status: body.status,
        moved: result.moved.map((m) => ({ id: m.id, from: m.status })),
        unchanged: result.unchanged,
        sent,
      };
    },

    /** Puts back what a bulk (or single) move changed, where nobody moved the applicant since. */
    async undoStatus(
      actor: { id: string; companyId: string },
      body: UndoStatusInput,
    ): Promise<UndoStatusResponse['data']> {
      const settledBefore = searchTotals.settled;
      const result = await repo.undoMoves({
        companyId: actor.companyId,
        status: body.status,
        items: body.items,
        actorId: actor.id,
        now: clock.now(),
      });
      if (result.outcome === 'not-found') throw applicationNotFound();
      carryMoves(actor.companyId, result.versions, result.moves, settledBefore);
      if (result.restored.length > 0)
        announce(actor.companyId, { action: 'APPLICATION_MOVED', subject_id: null });
      return { restored: result.restored, skipped: result.skipped };
    },
  };
}

type BulkStatusInput = z.output<typeof bulkStatusBody>;
type UndoStatusInput = z.output<typeof undoStatusBody>;

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
