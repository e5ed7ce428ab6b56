import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applications,
  companies,
  companyActivity,
  companyDailyApplications,
  internships,
  users,
} from '../../db/schema';
import { displayName } from '../company/activity-log';
import { isActiveSql } from './active-status';
import { type IndexTerm, type ListSort, NEWEST_FIRST, orderBy, term, tiebreak } from '../../db/sort-order';
import type { JobSort } from '@shared/api/sort';

/**
 * The jobs table's sorts (issue 19). A company's jobs are one range of internships_company_idx
 * (hundreds to a few thousand rows), so any sort of them is a small in-memory sort: no index each.
 */
const TIEBREAK = tiebreak(internships);
const JOB_ORDERS: Record<JobSort, readonly IndexTerm[]> = {
  created_at: TIEBREAK,
  // search_title: lower-case and accent-free, so 'alpha' and 'Água' sort among the A's.
  title: [term(internships.searchTitle, 'asc'), ...TIEBREAK],
  status: [term(internships.activeStatus, 'asc'), ...TIEBREAK],
  applications_count: [term(internships.applicationsCount, 'desc'), ...TIEBREAK],
  // Jobs without an expiry come last when the soonest is first.
  expiration_date: [term(internships.expirationDate, 'asc'), ...TIEBREAK],
};

export type JobsSort = ListSort<JobSort>;

/** Data access of the jobs module: the only file here that knows Drizzle. */

export type InternshipRow = typeof internships.$inferSelect;
export type InternshipInsert = typeof internships.$inferInsert;
export type CompanyRow = typeof companies.$inferSelect;
export type InternshipWithCount = InternshipRow & { applicationsCount: number };

/**
 * Applications of one job: a column kept exact by triggers on applications (migration 0001),
 * so a list of N jobs is one index range scan with no counting.
 */
const applicationsCount = internships.applicationsCount;

const withCount = { row: internships, applicationsCount };

/** The job, only as the named company's: another company's id matches no row. */
const companysJob = (internshipId: string, companyId: string) =>
  and(eq(internships.id, internshipId), eq(internships.companyId, companyId));

export function createInternshipRepository(db: Database) {
  return {
    async insert(values: InternshipInsert): Promise<InternshipRow> {
      const [row] = await db.insert(internships).values(values).returning();
      if (!row) throw new Error('internship insert returned no row');
      return row;
    },

    /** companies.jobs_version: changes whenever any of the company's jobs does (triggers, migration 0015). */
    async jobsVersion(companyId: string): Promise<number> {
      const [row] = await db
        .select({ version: companies.jobsVersion })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row?.version ?? 0;
    },

    /** The company's jobs, newest first unless sorted otherwise (index internships_company_created_idx). */
    async listByCompany(
      companyId: string,
      page?: { limit: number; offset: number },
      sorted: JobsSort = NEWEST_FIRST,
    ): Promise<InternshipWithCount[]> {
      const query = db
        .select(withCount)
        .from(internships)
        .where(eq(internships.companyId, companyId))
        .orderBy(...orderBy(JOB_ORDERS[sorted.sort], sorted.order));
      const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
      return rows.map(({ row, applicationsCount }) => ({ ...row, applicationsCount }));
    },

    async listActiveByCompany(companyId: string, now: Date): Promise<InternshipWithCount[]> {
      const rows = await db
        .select(withCount)
        .from(internships)
        .where(and(eq(internships.companyId, companyId), isActiveSql(now)))
        // Spelled as internships_company_created_idx (NULLS LAST): read in its order, ties on id only sorted.
        .orderBy(...orderBy(TIEBREAK, 'desc'));
      return rows.map(({ row, applicationsCount }) => ({ ...row, applicationsCount }));
    },

    async countByCompany(companyId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(internships)
        .where(eq(internships.companyId, companyId));
      return row?.n ?? 0;
    },

    /** Jobs, open jobs and their openings in one pass over the company's index range. */
    async summaryByCompany(companyId: string, now: Date) {
      const active = isActiveSql(now);
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          active: sql<number>`(count(*) filter (where ${active}))::int`,
          drafts: sql<number>`(count(*) filter (where ${internships.activeStatus} = 'DRAFT'))::int`,
          openings: sql<number>`coalesce(sum(${internships.numberOfOpening}) filter (where ${active}), 0)::int`,
        })
        .from(internships)
        .where(eq(internships.companyId, companyId));
      const count = Number(row?.count ?? 0);
      const open = Number(row?.active ?? 0);
      const drafts = Number(row?.drafts ?? 0);
      return {
        count,
        active: open,
        inactive: count - open - drafts,
        drafts,
        openings: Number(row?.openings ?? 0),
      };
    },

    /** The sum of the per-job counters: reads the company's jobs only, never their applications. */
    async countApplicationsByCompany(companyId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${internships.applicationsCount}), 0)::int` })
        .from(internships)
        .where(eq(internships.companyId, companyId));
      return Number(row?.n ?? 0);
    },

    async countApplicationsOf(internshipId: string): Promise<number> {
      const [row] = await db
        .select({ n: internships.applicationsCount })
        .from(internships)
        .where(eq(internships.id, internshipId));
      return row?.n ?? 0;
    },

    /** Applications per (Luanda) day from `firstDay` (YYYY-MM-DD): the triggers' rollup, ≤ 1 row a day. */
    async dailyApplications(companyId: string, firstDay: string): Promise<{ day: string; count: number }[]> {
      return db
        .select({ day: companyDailyApplications.day, count: companyDailyApplications.applications })
        .from(companyDailyApplications)
        .where(
          and(eq(companyDailyApplications.companyId, companyId), gte(companyDailyApplications.day, firstDay)),
        );
    },

    async findWithCompany(
      internshipId: string,
    ): Promise<{ internship: InternshipWithCount; company: CompanyRow } | null> {
      const [found] = await db
        .select({ ...withCount, company: companies })
        .from(internships)
        .innerJoin(companies, eq(companies.id, internships.companyId))
        .where(eq(internships.id, internshipId))
        .limit(1);
      if (!found) return null;
      return {
        internship: { ...found.row, applicationsCount: found.applicationsCount },
        company: found.company,
      };
    },

    async findOwner(
      internshipId: string,
    ): Promise<{ companyId: string; title: string; activeStatus: InternshipRow['activeStatus'] } | null> {
      const [row] = await db
        .select({
          companyId: internships.companyId,
          title: internships.title,
          activeStatus: internships.activeStatus,
        })
        .from(internships)
        .where(eq(internships.id, internshipId))
        .limit(1);
      return row ?? null;
    },

    /** Marks the job expired; an expiry already in the past is kept (it expired then). */
    async expire(internshipId: string, companyId: string, now: Date): Promise<InternshipRow | null> {
      const nowIso = now.toISOString();
      const [row] = await db
        .update(internships)
        .set({
          activeStatus: 'IN-ACTIVE',
          expirationDate: sql`least(coalesce(${internships.expirationDate}, ${nowIso}::timestamptz), ${nowIso}::timestamptz)`,
        })
        .where(companysJob(internshipId, companyId))
        .returning();
      return row ?? null;
    },

    async findRow(internshipId: string, companyId: string): Promise<InternshipWithCount | null> {
      const [found] = await db
        .select(withCount)
        .from(internships)
        .where(companysJob(internshipId, companyId))
        .limit(1);
      return found ? { ...found.row, applicationsCount: found.applicationsCount } : null;
    },

    /** Changes the job's fields (never its company, applicants or counters). */
    async update(
      internshipId: string,
      companyId: string,
      values: Partial<InternshipInsert>,
    ): Promise<InternshipWithCount | null> {
      const [row] = await db
        .update(internships)
        .set(values)
        .where(companysJob(internshipId, companyId))
        .returning();
      return row ? { ...row, applicationsCount: row.applicationsCount } : null;
    },

    /** A job's own entries in the company's activity log, newest first (its history, issue 19). */
    async history(internshipId: string, companyId: string, actions: readonly string[]) {
      // Spelled as company_activity_subject_created_idx (NULLS LAST): the job's entries read in its order.
      return db
        .select({ entry: companyActivity, actorName: displayName, actorExists: users.id })
        .from(companyActivity)
        .leftJoin(users, eq(users.id, companyActivity.actorId))
        .where(
          and(
            eq(companyActivity.companyId, companyId),
            eq(companyActivity.subjectId, internshipId),
            inArray(companyActivity.action, actions as never[]),
          ),
        )
        .orderBy(...orderBy(tiebreak(companyActivity), 'desc'))
        .limit(200);
    },

    /**
     * Applications (and their history) go with it: ON DELETE CASCADE. Its applications are
     * locked first, in id order as a move locks them, and only then the job (the DELETE): a move
     * holds its application and may then need the job (a key-share lock, when it writes the
     * job's first count of a status), so a deletion that held the job while it waited for that
     * application deadlocked with it (PostgreSQL 40P01, a 500). Migration 0036 orders the rest.
     */
    async delete(internshipId: string, companyId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Counted, not returned: a busy job's thousands of ids need not travel to the server.
        const locked = tx
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.internshipId, internshipId), eq(applications.companyId, companyId)))
          .orderBy(asc(applications.id))
          .for('update');
        await tx.execute(sql`select count(*) from (${locked}) as locked`);
        const rows = await tx
          .delete(internships)
          .where(companysJob(internshipId, companyId))
          .returning({ id: internships.id });
        return rows.length > 0;
      });
    },
  };
}

export type InternshipRepository = ReturnType<typeof createInternshipRepository>;
