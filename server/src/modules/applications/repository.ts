import type { ApplicationStatus } from '@shared/domain';
import { type SQL, and, asc, count, eq, like, or, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { applicationStatusHistory, applications, internships, users } from '../../db/schema';

/** Data access of the applications module: the only file here that knows Drizzle. */

export interface ApplicationFilters {
  employerId: string;
  internshipId?: string;
  userId?: string;
  status?: ApplicationStatus;
  /** Already normalised with toSearchText (lower-case, accent-free). */
  search?: string;
}

/** `%text%` for LIKE with the caller's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterConditions(f: ApplicationFilters): SQL | undefined {
  // applications.employer_id (filled from the job by a trigger) keeps this on one index range.
  const conditions: Array<SQL | undefined> = [eq(applications.employerId, f.employerId)];
  if (f.internshipId) conditions.push(eq(applications.internshipId, f.internshipId));
  if (f.userId) conditions.push(eq(applications.userId, f.userId));
  if (f.status) conditions.push(eq(applications.status, f.status));
  if (f.search) {
    const pattern = containsPattern(f.search);
    // Both columns are stored lower-case and accent-free, so LIKE is enough.
    conditions.push(or(like(users.searchText, pattern), like(internships.searchTitle, pattern)));
  }
  return and(...conditions);
}

const changer = alias(users, 'changer');

/** Exactly the order of applications_employer_created_idx (DESC NULLS LAST), so PostgreSQL reads it in order. */
const NEWEST_FIRST = [
  sql`${applications.createdAt} desc nulls last`,
  sql`${applications.id} desc nulls last`,
] as const;

export function createApplicationsRepository(db: Database) {
  return {
    async findInternship(id: string) {
      const [row] = await db
        .select({
          id: internships.id,
          employerId: internships.employerId,
          activeStatus: internships.activeStatus,
          expirationDate: internships.expirationDate,
        })
        .from(internships)
        .where(eq(internships.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Inserts the application and its first history entry together; null when it already exists. */
    async apply(input: { internshipId: string; userId: string; coverLetter: string | null; now: Date }) {
      return db.transaction(async (tx) => {
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
        return created;
      });
    },

    async list(filters: ApplicationFilters, limit: number, offset: number) {
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
        })
        .from(applications)
        .innerJoin(internships, eq(internships.id, applications.internshipId))
        .innerJoin(users, eq(users.id, applications.userId))
        .where(filterConditions(filters))
        .orderBy(...NEWEST_FIRST)
        .limit(limit)
        .offset(offset);
    },

    /**
     * The unfiltered total from internships.applications_count (kept exact by the jobs module's
     * triggers): a sum over the employer's jobs instead of counting a million application rows.
     */
    async countFromJobs(employerId: string, internshipId?: string): Promise<number> {
      const [row] = await db
        .select({ n: sum(internships.applicationsCount) })
        .from(internships)
        .where(
          and(
            eq(internships.employerId, employerId),
            internshipId ? eq(internships.id, internshipId) : undefined,
          ),
        );
      return Number(row?.n ?? 0);
    },

    async count(filters: ApplicationFilters): Promise<number> {
      // Without a search the count is one index range of applications; joins only when searching.
      let query = db.select({ n: count() }).from(applications).$dynamic();
      if (filters.search) {
        query = query
          .innerJoin(internships, eq(internships.id, applications.internshipId))
          .innerJoin(users, eq(users.id, applications.userId));
      }
      const [row] = await query.where(filterConditions(filters));
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
     * Locks the application row, checks the owner, then writes the new status and its history
     * entry in one transaction: a refused or failed change leaves both untouched.
     */
    async changeStatus(input: { id: string; employerId: string; status: ApplicationStatus; now: Date }) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            id: applications.id,
            status: applications.status,
            updatedAt: applications.updatedAt,
            employerId: internships.employerId,
          })
          .from(applications)
          .innerJoin(internships, eq(internships.id, applications.internshipId))
          .where(eq(applications.id, input.id))
          .limit(1)
          .for('update', { of: applications });
        if (!current) return { outcome: 'not-found' as const };
        if (current.employerId !== input.employerId) return { outcome: 'forbidden' as const };
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
          changedBy: input.employerId,
          fromStatus: current.status,
          toStatus: input.status,
          createdAt: input.now,
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
