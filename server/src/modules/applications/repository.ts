import type { ApplicationStatus } from '@shared/domain';
import { type SQL, and, asc, count, eq, like, or, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { after, listAnchors } from '../../db/keyset';
import type { ListAnchor } from '../../db/list-stats-cache';
import { type IndexTerm, orderBy, term } from '../../db/sort-order';
import type { ApplicationSort, SortOrder } from '@shared/api/sort';
import {
  applicationStatusHistory,
  applications,
  companies,
  internships,
  listVersions,
  users,
} from '../../db/schema';
import { displayName, recordActivity } from '../company/activity-log';
import { containsPattern } from '../../lib/search-text';

/** Data access of the applications module: the only file here that knows Drizzle. */

/**
 * What another module may write inside the apply transaction (app.ts passes it in: the
 * notifications module's APPLICATION_RECEIVED), so it commits or rolls back with the application.
 */
export interface ApplyHooks<T = unknown> {
  inTransaction(
    tx: Pick<Database, 'execute'>,
    input: { applicationId: string; internshipId: string; candidateId: string; now: Date },
  ): Promise<T>;
  /** Runs after the commit; must not make the caller wait (it returns nothing to await). */
  afterCommit(result: T): void;
}

export interface ApplicationFilters {
  companyId: string;
  internshipId?: string;
  userId?: string;
  status?: ApplicationStatus;
  /** Already normalised with toSearchText (lower-case, accent-free). */
  search?: string;
}

/**
 * A search resolved to ids: the candidates whose name matches and the caller's jobs whose title
 * does (both through trigram indexes), so the applications query is an index lookup by id
 * instead of a LIKE over a join of every application.
 */
export interface SearchMatches {
  userIds: string[];
  internshipIds: string[];
}

const uuidList = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

function filterConditions(f: ApplicationFilters, matches: SearchMatches | null): SQL | undefined {
  // applications.company_id (filled from the job by a trigger) keeps this on one index range.
  const conditions: Array<SQL | undefined> = [eq(applications.companyId, f.companyId)];
  if (f.internshipId) conditions.push(eq(applications.internshipId, f.internshipId));
  if (f.userId) conditions.push(eq(applications.userId, f.userId));
  if (f.status) conditions.push(eq(applications.status, f.status));
  if (matches) {
    conditions.push(
      or(
        sql`${applications.userId} = any(${uuidList(matches.userIds)})`,
        sql`${applications.internshipId} = any(${uuidList(matches.internshipIds)})`,
      ),
    );
  }
  return and(...conditions);
}

const changer = alias(users, 'changer');

/**
 * The list's sorts (issue 19), each spelled as the index that serves it after company_id; the
 * default is exactly applications_company_created_idx (DESC NULLS LAST), which keyset anchors use.
 */
const TIEBREAK = [term(applications.createdAt, 'desc'), term(applications.id, 'desc')];
const SORTS: Record<ApplicationSort, readonly IndexTerm[]> = {
  created_at: TIEBREAK,
  // applications_company_status_created_idx: status codes A→Z, newest first within one.
  status: [term(applications.status, 'asc'), ...TIEBREAK],
  average_rating: [term(applications.ratingAverage, 'desc'), ...TIEBREAK],
  notes_count: [term(applications.notesCount, 'desc'), ...TIEBREAK],
};

export interface ApplicationsSort {
  sort: ApplicationSort;
  order: SortOrder;
}

export function createApplicationsRepository(db: Database) {
  return {
    async findInternship(id: string) {
      const [row] = await db
        .select({
          id: internships.id,
          companyId: internships.companyId,
          activeStatus: internships.activeStatus,
          expirationDate: internships.expirationDate,
        })
        .from(internships)
        .where(eq(internships.id, id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Inserts the application, its first history entry and what `hooks` add (a notification)
     * together; null when it already exists.
     */
    async apply(
      input: { internshipId: string; userId: string; coverLetter: string | null; now: Date },
      hooks?: ApplyHooks,
    ) {
      const result = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(applications)
          .values({
            internshipId: input.internshipId,
            userId: input.userId,
            coverLetter: input.coverLetter,
            status: 'APPLIED',
            createdAt: input.now,
            updatedAt: input.now,
          })
          .onConflictDoNothing({ target: [applications.internshipId, applications.userId] })
          .returning({
            id: applications.id,
            internshipId: applications.internshipId,
            status: applications.status,
            createdAt: applications.createdAt,
          });
        if (!created) return null;
        await tx.insert(applicationStatusHistory).values({
          applicationId: created.id,
          changedBy: input.userId,
          fromStatus: null,
          toStatus: 'APPLIED',
          createdAt: input.now,
        });
        const added = hooks
          ? await hooks.inTransaction(tx, {
              applicationId: created.id,
              internshipId: input.internshipId,
              candidateId: input.userId,
              now: input.now,
            })
          : undefined;
        return { created, added };
      });
      if (!result) return null;
      hooks?.afterCommit(result.added);
      return result.created;
    },

    /**
     * The list's version: the caller's applications, their jobs (titles are shown) and the
     * candidates (names and pictures are shown and searched), each bumped by triggers.
     */
    async version(companyId: string): Promise<string> {
      const [row] = await db
        .select({
          applications: companies.applicationsVersion,
          jobs: companies.jobsVersion,
          candidates: sql<string>`(select ${listVersions.version} from ${listVersions} where ${listVersions.name} = 'candidates')`,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      return `${row?.applications ?? 0}.${row?.jobs ?? 0}.${row?.candidates ?? 0}`;
    },

    async searchMatches(companyId: string, search: string): Promise<SearchMatches> {
      const pattern = containsPattern(search);
      const [people, jobs] = await Promise.all([
        db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'CANDIDATE'), like(users.searchText, pattern))),
        db
          .select({ id: internships.id })
          .from(internships)
          .where(and(eq(internships.companyId, companyId), like(internships.searchTitle, pattern))),
      ]);
      return { userIds: people.map((p) => p.id), internshipIds: jobs.map((j) => j.id) };
    },

    /**
     * One page in `sorted` order (default newest first); `from` starts after an anchor (keyset,
     * newest-first order only) instead of skipping rows.
     */
    async list(
      filters: ApplicationFilters,
      matches: SearchMatches | null,
      limit: number,
      offset: number,
      from: ListAnchor | null = null,
      sorted: ApplicationsSort = { sort: 'created_at', order: 'desc' },
    ) {
      const order = orderBy(SORTS[sorted.sort], sorted.order);
      // The page's ids first (an index-only scan that may skip up to a stride of rows), then the
      // joins for just those rows.
      const page = db
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            filterConditions(filters, matches),
            from ? after(applications.createdAt, applications.id, from) : undefined,
          ),
        )
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .as('page');
      return db
        .select({
          id: applications.id,
          userId: applications.userId,
          internshipId: applications.internshipId,
          status: applications.status,
          createdAt: applications.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
          profileImg: users.profileImg,
          title: internships.title,
          notesCount: applications.notesCount,
          ratingsCount: applications.ratingsCount,
          ratingAverage: applications.ratingAverage,
        })
        .from(page)
        .innerJoin(applications, eq(applications.id, page.id))
        .innerJoin(internships, eq(internships.id, applications.internshipId))
        .innerJoin(users, eq(users.id, applications.userId))
        .orderBy(...order);
    },

    /** Every `stride`-th application of the filtered list, newest first (one index-only pass). */
    async anchors(filters: ApplicationFilters, matches: SearchMatches | null, stride: number) {
      return listAnchors(
        db,
        {
          table: applications,
          createdAt: applications.createdAt,
          id: applications.id,
          where: filterConditions(filters, matches),
        },
        stride,
      );
    },

    /**
     * The unfiltered total from internships.applications_count (kept exact by the jobs module's
     * triggers): a sum over the company's jobs instead of counting a million application rows.
     */
    async countFromJobs(companyId: string, internshipId?: string): Promise<number> {
      const [row] = await db
        .select({ n: sum(internships.applicationsCount) })
        .from(internships)
        .where(
          and(
            eq(internships.companyId, companyId),
            internshipId ? eq(internships.id, internshipId) : undefined,
          ),
        );
      return Number(row?.n ?? 0);
    },

    async count(filters: ApplicationFilters, matches: SearchMatches | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(applications)
        .where(filterConditions(filters, matches));
      return Number(row?.n ?? 0);
    },

    async findDetail(id: string) {
      const [row] = await db
        .select({ application: applications, candidate: users, job: internships })
        .from(applications)
        .innerJoin(internships, eq(internships.id, applications.internshipId))
        .innerJoin(users, eq(users.id, applications.userId))
        .where(eq(applications.id, id))
        .limit(1);
      return row ?? null;
    },

    async history(applicationId: string) {
      return db
        .select({
          id: applicationStatusHistory.id,
          fromStatus: applicationStatusHistory.fromStatus,
          toStatus: applicationStatusHistory.toStatus,
          createdAt: applicationStatusHistory.createdAt,
          changerId: changer.id,
          changerFirstName: changer.firstName,
          changerLastName: changer.lastName,
        })
        .from(applicationStatusHistory)
        .leftJoin(changer, eq(changer.id, applicationStatusHistory.changedBy))
        .where(eq(applicationStatusHistory.applicationId, applicationId))
        .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id));
    },

    /**
     * Locks the application row, checks the company, then writes the new status, its history
     * entry and the company's activity entry in one transaction: a refused or failed change
     * leaves all three untouched.
     */
    async changeStatus(input: {
      id: string;
      companyId: string | undefined;
      actorId: string;
      status: ApplicationStatus;
      now: Date;
    }) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            id: applications.id,
            status: applications.status,
            updatedAt: applications.updatedAt,
            companyId: internships.companyId,
            title: internships.title,
            candidate: displayName,
          })
          .from(applications)
          .innerJoin(internships, eq(internships.id, applications.internshipId))
          .innerJoin(users, eq(users.id, applications.userId))
          .where(eq(applications.id, input.id))
          .limit(1)
          .for('update', { of: applications });
        if (!current) return { outcome: 'not-found' as const };
        if (current.companyId !== input.companyId) return { outcome: 'forbidden' as const };
        if (current.status === input.status) {
          return { outcome: 'unchanged' as const, status: current.status, updatedAt: current.updatedAt };
        }
        const [updated] = await tx
          .update(applications)
          .set({ status: input.status, updatedAt: input.now })
          .where(eq(applications.id, input.id))
          .returning({ status: applications.status, updatedAt: applications.updatedAt });
        await tx.insert(applicationStatusHistory).values({
          applicationId: input.id,
          changedBy: input.actorId,
          fromStatus: current.status,
          toStatus: input.status,
          createdAt: input.now,
        });
        await recordActivity(tx, {
          companyId: current.companyId,
          actorId: input.actorId,
          action: 'APPLICATION_MOVED',
          subjectId: input.id,
          details: {
            candidate: current.candidate,
            job: current.title,
            from: current.status,
            to: input.status,
          },
        });
        return {
          outcome: 'changed' as const,
          status: updated?.status ?? input.status,
          updatedAt: updated?.updatedAt ?? input.now,
        };
      });
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
