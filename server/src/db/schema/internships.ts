import { ACTIVE_STATUSES, type ActiveStatus, INTERNSHIP_TYPES, type InternshipType } from '@shared/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { attributedTo, belongsTo, createdAt, oneOf, primaryId, stringList } from './columns';
import { companies } from './companies';
import { newestFirst } from './list-indexes';
import { users } from './users';

/** Jobs and internships an employer posts (docs/product.md §3 Internship/job). */
export const internships = pgTable(
  'internships',
  {
    id: primaryId(),
    companyId: belongsTo('company_id', () => companies.id),
    /** The member who posted it (attribution); NULL once that account is deleted, the job stays. */
    postedBy: attributedTo('posted_by', () => users.id),
    title: text('title').notNull(),
    /** Lower-case, accent-free title maintained by the app for search. */
    searchTitle: text('search_title').notNull().default(''),
    industry: text('industry'),
    skillsRequired: stringList('skills_required'),
    experience: stringList('experience'),
    education: stringList('education'),
    schedule: stringList('schedule'),
    /** Whole AKZ; NULL when the employer does not say. */
    minSalary: integer('min_salary'),
    maxSalary: integer('max_salary'),
    /** A code of INTERNSHIP_TYPES (migration 0011 turned the stored words into codes). */
    internshipType: text('internship_type').$type<InternshipType>(),
    internshipCity: text('internship_city'),
    numberOfOpening: integer('number_of_opening').notNull().default(1),
    expirationDate: timestamp('expiration_date', { withTimezone: true }),
    description: text('description'),
    responsibilities: text('responsibilities'),
    postingDate: timestamp('posting_date', { withTimezone: true }).notNull().defaultNow(),
    activeStatus: text('active_status').$type<ActiveStatus>().notNull().default('ACTIVE'),
    /**
     * Applications to this job, kept by statement-level triggers on applications (migration
     * 0001), so lists and totals read one number per job instead of counting rows.
     */
    applicationsCount: integer('applications_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('internships_active_status_valid', sql`${t.activeStatus} in (${oneOf(ACTIVE_STATUSES)})`),
    check('internships_type_valid', sql`${t.internshipType} in (${oneOf(INTERNSHIP_TYPES)})`),
    check(
      'internships_salary_range',
      sql`${t.minSalary} is null or ${t.maxSalary} is null or ${t.minSalary} <= ${t.maxSalary}`,
    ),
    index('internships_company_idx').on(t.companyId),
    index('internships_company_created_idx').on(t.companyId, ...newestFirst(t)),
    index('internships_search_title_trgm_idx').using('gin', t.searchTitle.op('gin_trgm_ops')),
    // The notifications sweep (issue 15): active jobs by expiry date, one index range.
    index('internships_active_expiry_idx').on(t.expirationDate).where(sql`${t.activeStatus} = 'ACTIVE'`),
  ],
);
