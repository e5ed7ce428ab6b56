import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { attributedTo, createdAt, primaryId, updatedAt } from './columns';
import { users } from './users';

/**
 * An employer's company (docs/product.md §3 Company info). Since issue 18 it owns the jobs, their
 * applicants and conversations; its people are in company_members (teams.ts).
 */
export const companies = pgTable('companies', {
  id: primaryId(),
  companyName: text('company_name').notNull(),
  description: text('description'),
  city: text('city'),
  phone: text('phone'),
  website: text('website'),
  industry: text('industry'),
  logo: text('logo'),
  /** Who set the company up; kept (NULL) when that account is deleted, the company lives on. */
  createdBy: attributedTo('created_by', () => users.id),
  /**
   * The company's job list version: bumped by triggers on internships (migration 0015, was per
   * employer since 0004) on every insert, update (applications_count included) and delete, so a
   * kept list is checked with one primary-key read instead of being rebuilt.
   */
  jobsVersion: bigint('jobs_version', { mode: 'number' }).notNull().default(0),
  /**
   * The company's applications version: bumped by triggers on applications (migration 0015, was
   * per employer since 0005) on every insert, status change and delete.
   */
  applicationsVersion: bigint('applications_version', { mode: 'number' }).notNull().default(0),
  /**
   * Bumped only when the company's set of applications changes (insert, delete; migration 0025),
   * not when one moves between statuses: what depends on membership alone (a search's total)
   * stays kept while colleagues move applicants (issue 20).
   */
  applicationsMembersVersion: bigint('applications_members_version', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
