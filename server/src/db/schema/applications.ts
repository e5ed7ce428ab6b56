import { APPLICATION_STATUSES, type ApplicationStatus } from '@shared/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { attributedTo, belongsTo, createdAt, oneOf, optionalParent, primaryId, updatedAt } from './columns';
import { newestFirst } from './list-indexes';
import { companies } from './companies';
import { internships } from './internships';
import { users } from './users';

/** A candidate's application to an internship; one per candidate and internship. */
export const applications = pgTable(
  'applications',
  {
    id: primaryId(),
    internshipId: belongsTo('internship_id', () => internships.id),
    userId: belongsTo('user_id', () => users.id),
    /**
     * The job's company, copied from internships by a BEFORE INSERT trigger (migration 0015), so
     * "the company's applications, newest first" is one index range instead of a join over every
     * job. Writers never set it; readers treat it as the internship's company_id.
     */
    companyId: optionalParent('company_id', () => companies.id),
    status: text('status').$type<ApplicationStatus>().notNull().default('APPLIED'),
    coverLetter: text('cover_letter'),
    /**
     * Issue 19: the list's note count and rating, kept exact by triggers on application_notes and
     * application_ratings (migration 0020), so the list neither aggregates nor joins per request.
     * rating_average is 0 while nobody has rated (ratings_count 0): it sorts below every score.
     */
    notesCount: integer('notes_count').notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingAverage: numeric('rating_average', { precision: 4, scale: 3 }).notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('applications_status_valid', sql`${t.status} in (${oneOf(APPLICATION_STATUSES)})`),
    unique('applications_internship_user_unique').on(t.internshipId, t.userId),
    // Both in list order (issue 20): a searched page reads each matched job's and each matched
    // candidate's newest applications in order. Migration 0025 builds them with INCLUDE
    // (status, company_id, internship_id / user_id), which drizzle-kit does not model, so the
    // reads and a search's total come from the index alone.
    index('applications_internship_created_idx').on(t.internshipId, ...newestFirst(t)),
    index('applications_user_idx').on(t.userId, ...newestFirst(t)),
    // Migration 0025 adds INCLUDE (user_id, internship_id) to these two: a search's filter is
    // checked on the index while the list is walked in order (issue 20).
    index('applications_company_created_idx').on(t.companyId, ...newestFirst(t)),
    index('applications_company_status_created_idx').on(t.companyId, t.status, ...newestFirst(t)),
    // The list's sorts by rating and by note count (issue 19), each read forward or backward;
    // migration 0025 adds INCLUDE (status, user_id, internship_id) so filters are checked on them.
    index('applications_company_rating_idx').on(t.companyId, t.ratingAverage.desc(), ...newestFirst(t)),
    index('applications_company_notes_idx').on(t.companyId, t.notesCount.desc(), ...newestFirst(t)),
    // The same sorts within one status (issue 20): a deep page of the HIRED list by rating is a
    // range of its own instead of a walk past every other status.
    index('applications_company_status_rating_idx').on(
      t.companyId,
      t.status,
      t.ratingAverage.desc(),
      ...newestFirst(t),
    ),
    index('applications_company_status_notes_idx').on(
      t.companyId,
      t.status,
      t.notesCount.desc(),
      ...newestFirst(t),
    ),
  ],
);

/**
 * Issue 20: how many applications each job has in each status, kept exact by statement triggers
 * on applications (migration 0025), so a status-filtered list's total is a sum over the company's
 * jobs instead of a count over a million rows, and stays cheap while colleagues move applicants.
 */
export const applicationStatusCounts = pgTable(
  'application_status_counts',
  {
    internshipId: belongsTo('internship_id', () => internships.id),
    status: text('status').$type<ApplicationStatus>().notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.internshipId, t.status] })],
);

/**
 * Issue 20: the same per company (migration 0030). A company's status total summed over its jobs'
 * counters read every job's row: 5–7 ms for a company of 1,000 jobs among 21,000, on every request
 * after a colleague's move. Here it is one row.
 */
export const companyApplicationCounts = pgTable(
  'company_application_counts',
  {
    companyId: belongsTo('company_id', () => companies.id),
    status: text('status').$type<ApplicationStatus>().notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

/**
 * Issue 20: the same per company, status and day of created_at (UTC; migration 0031), kept exact
 * by the same kind of triggers. A deep page in date order starts at the first row of the day that
 * holds it: the days' running sum says how many rows come before that day, so the index walk
 * steps over one day's rows instead of every row before the page, on a server just started too
 * (no page anchors kept yet; db/page-anchors.ts).
 */
export const companyApplicationDays = pgTable(
  'company_application_days',
  {
    companyId: belongsTo('company_id', () => companies.id),
    status: text('status').$type<ApplicationStatus>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status, t.day] })],
);

/** Who moved an application between statuses and when (the employer may change it freely). */
export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: primaryId(),
    applicationId: belongsTo('application_id', () => applications.id),
    /** Kept when the acting account is deleted, so the history still reads. */
    changedBy: attributedTo('changed_by', () => users.id),
    fromStatus: text('from_status').$type<ApplicationStatus>(),
    toStatus: text('to_status').$type<ApplicationStatus>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('application_status_history_application_idx').on(t.applicationId, t.createdAt)],
);
